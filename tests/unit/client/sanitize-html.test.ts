import { describe, expect, it } from 'vitest';
import {
  type CleanableElement,
  isUnsafeAttribute,
  isUnsafeUrl,
  sanitizeHtml,
  sanitizeTree,
} from '../../../src/client/forms/widgets/rich-text/sanitize-html';

/** A tiny element tree standing in for the DOM (node has no DOMParser). */
class FakeElement implements CleanableElement {
  parent: FakeElement | undefined;
  children: FakeElement[] = [];
  attributes: { name: string; value: string }[];
  constructor(
    readonly tagName: string,
    attributes: Record<string, string> = {},
    children: FakeElement[] = [],
  ) {
    this.attributes = Object.entries(attributes).map(([name, value]) => ({ name, value }));
    for (const child of children) {
      child.parent = this;
      this.children.push(child);
    }
  }
  removeAttribute(name: string) {
    this.attributes = this.attributes.filter((a) => a.name !== name);
  }
  remove() {
    if (this.parent) this.parent.children = this.parent.children.filter((c) => c !== this);
  }
  toString(): string {
    const attrs = this.attributes.map((a) => ` ${a.name}="${a.value}"`).join('');
    return `<${this.tagName.toLowerCase()}${attrs}>${this.children.join('')}</${this.tagName.toLowerCase()}>`;
  }
}
const el = (tag: string, attrs?: Record<string, string>, ...kids: FakeElement[]) =>
  new FakeElement(tag.toUpperCase(), attrs, kids);

describe('isUnsafeUrl', () => {
  it('refuses script URLs in any spelling', () => {
    expect(isUnsafeUrl('javascript:alert(1)')).toBe(true);
    expect(isUnsafeUrl(' JaVa\tScRiPt:alert(1)')).toBe(true);
    expect(isUnsafeUrl('java\u0000script:x')).toBe(true);
    expect(isUnsafeUrl('vbscript:msgbox')).toBe(true);
    expect(isUnsafeUrl('data:text/html;base64,PHNjcmlwdD4=')).toBe(true);
  });

  it('keeps web links, relative paths and plain image data', () => {
    expect(isUnsafeUrl('https://example.org/a?b=1')).toBe(false);
    expect(isUnsafeUrl('/api/files/2026/05/x.png')).toBe(false);
    expect(isUnsafeUrl('mailto:ward@example.org')).toBe(false);
    expect(isUnsafeUrl('data:image/png;base64,iVBORw0KGgo=')).toBe(false);
  });
});

describe('isUnsafeAttribute', () => {
  it('drops event handlers and script-bearing values', () => {
    expect(isUnsafeAttribute('onclick', 'x()')).toBe(true);
    expect(isUnsafeAttribute('ONERROR', 'x()')).toBe(true);
    expect(isUnsafeAttribute('href', 'javascript:x()')).toBe(true);
    expect(isUnsafeAttribute('srcdoc', '<p>')).toBe(true);
    expect(isUnsafeAttribute('style', 'background:url(javascript:x)')).toBe(true);
    expect(isUnsafeAttribute('style', 'width: expression(alert(1))')).toBe(true);
  });

  it('keeps formatting attributes', () => {
    expect(isUnsafeAttribute('class', 'ql-align-center')).toBe(false);
    expect(isUnsafeAttribute('style', 'color: rgb(230, 0, 0);')).toBe(false);
    expect(isUnsafeAttribute('href', 'https://example.org')).toBe(false);
    expect(isUnsafeAttribute('target', '_blank')).toBe(false);
  });
});

describe('sanitizeTree', () => {
  it('removes dangerous elements with their content and bad attributes, keeps the rest', () => {
    const root = el(
      'body',
      {},
      el('p', { class: 'ql-align-center', onclick: 'steal()' }, el('strong')),
      el('script', {}, el('span')),
      el('STYLE'),
      el('iframe', { src: 'https://evil.example' }),
      el('a', { href: 'javascript:steal()', target: '_blank' }),
      el('ul', {}, el('li', { onmouseover: 'x()' }, el('img', { src: 'x', onerror: 'x()' }))),
    );
    sanitizeTree(root);
    expect(root.toString()).toBe(
      '<body><p class="ql-align-center"><strong></strong></p><a target="_blank"></a>' +
        '<ul><li><img src="x"></img></li></ul></body>',
    );
  });
});

describe('sanitizeHtml', () => {
  it('gives nothing for blank input, and nothing where no DOMParser exists', () => {
    expect(sanitizeHtml('')).toBe('');
    expect(sanitizeHtml(undefined)).toBe('');
    expect(typeof DOMParser).toBe('undefined');
    expect(sanitizeHtml('<p>hi</p>')).toBe('');
  });
});
