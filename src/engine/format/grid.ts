/** Grid rows (spec 3.3, 9): ids of rows added in the browser before they are saved. */

function numericId(id: unknown): number | undefined {
  if (typeof id === 'number') return Number.isFinite(id) ? id : undefined;
  // Ids read back from a URL or a select arrive as text; "7" still blocks a new row 7.
  if (typeof id === 'string' && id.trim() !== '') {
    const value = Number(id);
    return Number.isFinite(value) ? value : undefined;
  }
  return undefined;
}

/**
 * Spec 3.3: a new row gets the highest existing id plus one; 1 when there are no rows with a
 * numeric id. Rows with other ids (uuids, none) are skipped rather than failing the add.
 */
export function nextRowId(rows: readonly { id?: unknown }[]): number {
  if (!Array.isArray(rows)) return 1;
  let highest: number | undefined;
  for (const row of rows) {
    const id = numericId(row?.id);
    if (id !== undefined && (highest === undefined || id > highest)) highest = id;
  }
  return highest === undefined ? 1 : highest + 1;
}

/**
 * Spec 4: a grid cell is empty for the required check when it holds nothing, blank text or an
 * empty list (a files column); zero and false are values.
 */
export function isEmptyCell(value: unknown): boolean {
  if (Array.isArray(value)) return value.length === 0;
  if (value === undefined || value === null) return true;
  if (typeof value === 'string') return value.trim() === '';
  return typeof value === 'number' && Number.isNaN(value);
}
