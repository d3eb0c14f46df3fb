/** The JSON editors' line height (JsonEditor draws its lines 20 px apart). */
const LINE_HEIGHT_PX = 20;

/**
 * Puts the caret at `offset` in a JSON editor and scrolls its line into view with a little
 * context above: where a problem's "jump" link leads.
 */
export function jumpToOffset(area: HTMLTextAreaElement | null, offset: number): void {
  if (!area) return;
  area.focus();
  area.setSelectionRange(offset, offset);
  const line = area.value.slice(0, offset).split('\n').length;
  area.scrollTop = Math.max(0, (line - 3) * LINE_HEIGHT_PX);
}
