/**
 * A model's `recordTitle` template: how its records are called, as text with field names in
 * braces ("{arrived_at} · {department}", "{code} {title}"). Each name shows its field's value
 * as lists do (a date and time in the hospital's zone, an option's name, a picked record's
 * title). A field left empty is left out with the text that leads to it, so a visit with no
 * department yet reads "November 26, 2026, 9:30 AM", not "November 26, 2026, 9:30 AM · ".
 */

const PLACEHOLDER = /\{([A-Za-z_][A-Za-z0-9_]*)\}/g;

/** The template with every `{name}` replaced by `text(name)`, nothing else left out. */
export function fillTemplate(template: string, text: (name: string) => string): string {
  return template.replace(PLACEHOLDER, (_, name: string) => text(name));
}

/** The field names a template shows, in order, each once. */
export function templateFields(template: string): string[] {
  return [...new Set([...template.matchAll(PLACEHOLDER)].map((match) => match[1] as string))];
}

/**
 * The template with each `{name}` replaced by `text(name)`, trimmed. The text before a field
 * goes with it (left out when the field is empty), except before the first shown field, where it
 * is left out as well unless it opens the template; the text after the last field is kept only
 * when that field is shown. Empty when every field is.
 */
export function renderTitleTemplate(template: string, text: (name: string) => string): string {
  const pieces: { lead: string; value: string }[] = [];
  let last = 0;
  for (const match of template.matchAll(PLACEHOLDER)) {
    pieces.push({
      lead: template.slice(last, match.index),
      value: text(match[1] as string).trim(),
    });
    last = (match.index ?? 0) + match[0].length;
  }
  const tail = template.slice(last);
  let out = '';
  let shown = 0;
  for (const [index, { lead, value }] of pieces.entries()) {
    if (!value) continue;
    out += shown > 0 || index === 0 ? lead + value : value;
    shown += 1;
  }
  if (shown === 0) return '';
  if (pieces.at(-1)?.value) out += tail;
  return out.trim();
}
