import type { RefTitles } from '../../../engine/format';

/**
 * What a ref value reads as: the referenced record's title from the answer that carried the
 * value (its `titles`, so no request per row), else its number ("Patient #12") when the reader
 * may not read that record or it is gone.
 */
export function refLabel(
  titles: RefTitles | undefined,
  field: string,
  id: unknown,
  modelTitle: string,
): string {
  return titles?.[field]?.[String(id)] ?? `${modelTitle} #${String(id)}`;
}
