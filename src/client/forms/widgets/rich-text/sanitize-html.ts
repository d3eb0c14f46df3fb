/**
 * A small HTML sanitizer for rich-text values: whatever the editor emits or is handed is
 * cleaned of scripts, embedded documents, event-handler attributes and script URLs. The tree
 * walk works on a minimal element interface, so it is testable without a browser; only
 * `sanitizeHtml` needs the DOM (DOMParser, which never runs scripts).
 */

/** Elements dropped with everything inside them. */
export const DROPPED_TAGS: ReadonlySet<string> = new Set([
  'script',
  'style',
  'iframe',
  'frame',
  'frameset',
  'object',
  'embed',
  'applet',
  'link',
  'meta',
  'base',
  'form',
  'input',
  'button',
  'textarea',
  'select',
  'option',
  'noscript',
  'template',
  'svg',
  'math',
  'title',
]);

const URL_ATTRIBUTES = new Set([
  'href',
  'src',
  'action',
  'formaction',
  'xlink:href',
  'background',
  'poster',
  'srcset',
  'cite',
]);
const SAFE_DATA_IMAGE = /^data:image\/(png|jpe?g|gif|webp);base64,/;

/** Script-running URLs: javascript:, vbscript:, and data: except plain images. */
export function isUnsafeUrl(value: string): boolean {
  // Browsers ignore whitespace and control characters inside a scheme ("java\tscript:").
  // biome-ignore lint/suspicious/noControlCharactersInRegex: stripping them is the point
  const compact = value.replace(/[\u0000-\u0020\u007f-\u009f]/g, '').toLowerCase();
  if (compact.startsWith('javascript:') || compact.startsWith('vbscript:')) return true;
  return compact.startsWith('data:') && !SAFE_DATA_IMAGE.test(compact);
}

/** Whether an attribute must go: event handlers, script URLs, script-bearing inline styles. */
export function isUnsafeAttribute(name: string, value: string): boolean {
  const attr = name.toLowerCase();
  if (attr.startsWith('on')) return true;
  if (attr === 'srcdoc' || attr === 'formaction') return true;
  if (URL_ATTRIBUTES.has(attr)) return isUnsafeUrl(value);
  if (attr === 'style')
    return /expression\s*\(|javascript:|url\s*\(|@import|behavior\s*:/i.test(value);
  return false;
}

/** What the walk needs of an element; a DOM Element has all of it. */
export interface CleanableElement {
  readonly tagName: string;
  readonly attributes: ArrayLike<{ readonly name: string; readonly value: string }>;
  readonly children: ArrayLike<CleanableElement>;
  removeAttribute(name: string): void;
  remove(): void;
}

/** Cleans the children of `root` in place (root itself is the container and is kept). */
export function sanitizeTree(root: CleanableElement): void {
  for (const child of Array.from(root.children)) {
    if (DROPPED_TAGS.has(child.tagName.toLowerCase())) {
      child.remove();
      continue;
    }
    for (const { name, value } of Array.from(child.attributes)) {
      if (isUnsafeAttribute(name, value)) child.removeAttribute(name);
    }
    sanitizeTree(child);
  }
}

/** Cleans an HTML fragment; '' for blank input or where no DOMParser exists. */
export function sanitizeHtml(html: unknown): string {
  if (typeof html !== 'string' || html.trim() === '' || typeof DOMParser === 'undefined') return '';
  const doc = new DOMParser().parseFromString(`<!doctype html><body>${html}`, 'text/html');
  sanitizeTree(doc.body);
  return doc.body.innerHTML;
}
