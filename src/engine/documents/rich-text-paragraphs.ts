/**
 * Rich text (the HTML a rich_text field stores) as the plain paragraphs a printed document
 * draws: one per block (paragraph, heading, list item, line break), list items bulleted or
 * numbered, tags dropped and entities decoded. The printout never renders the stored HTML, so
 * nothing in it can run or restyle the page; what it says is kept, as text.
 */

const ENTITIES: Record<string, string> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
  nbsp: ' ',
};

function decode(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (whole, name: string) => {
    if (name[0] === '#') {
      const code =
        name[1]?.toLowerCase() === 'x' ? Number.parseInt(name.slice(2), 16) : Number(name.slice(1));
      return Number.isInteger(code) && code > 0 && code <= 0x10ffff
        ? String.fromCodePoint(code)
        : whole;
    }
    return ENTITIES[name.toLowerCase()] ?? whole;
  });
}

/** Where a block starts or ends, and a line break: each becomes a paragraph boundary. */
const BLOCK = /<\/?(p|div|h[1-6]|blockquote|pre|ul|ol|table|tr)\b[^>]*>|<br\s*\/?>/gi;

/** A list item's marker: Quill 2 keeps every list an <ol> and says `data-list="bullet"`. */
function marker(tag: string, inOrdered: boolean): 'bullet' | 'number' {
  const kind = /data-list\s*=\s*["']?(\w+)/i.exec(tag)?.[1]?.toLowerCase();
  if (kind) return kind === 'bullet' ? 'bullet' : 'number';
  return inOrdered ? 'number' : 'bullet';
}

export function richTextParagraphs(html: unknown): string[] {
  if (typeof html !== 'string' || html.trim() === '') return [];
  // Drop what is never text (a script or style's content).
  const cleaned = html.replace(/<(script|style)\b[^>]*>[\s\S]*?<\/\1\s*>/gi, '');
  const paragraphs: string[] = [];
  // The open lists, innermost first: whether each is ordered, and its items counted so far.
  let lists: { ordered: boolean; count: number }[] = [];
  /** A list item's marker waiting for its text. */
  let pending: string | undefined;
  for (const part of cleaned.split(/(<\/?(?:ol|ul)\b[^>]*>|<li\b[^>]*>)/i)) {
    const tag = /^<(\/?)(ol|ul|li)\b/i.exec(part);
    if (tag) {
      const name = tag[2]?.toLowerCase();
      if (name === 'li') {
        const list = lists[0];
        if (marker(part, list?.ordered ?? false) === 'number' && list) {
          list.count += 1;
          pending = `${list.count}. `;
        } else pending = '• ';
      } else lists = tag[1] ? lists.slice(1) : [{ ordered: name === 'ol', count: 0 }, ...lists];
      continue;
    }
    for (const [index, block] of part.split(BLOCK).entries()) {
      // split with a capture group interleaves the tag names: only the text between matters.
      if (index % 2 === 1) continue;
      const text = decode(block.replace(/<[^>]*>/g, ''))
        .replace(/\s+/g, ' ')
        .trim();
      if (!text) continue;
      paragraphs.push(`${pending ?? ''}${text}`);
      pending = undefined;
    }
  }
  return paragraphs;
}
