/**
 * The ICD-10 catalogue's codes are unique and each sits in its chapter: "B50.9" once, in
 * chapter I (A00-B99). A code already used, or outside the range of the chapter picked, is
 * refused with a 422 on `code` or `category` saying which disease or chapter it belongs to. A new
 * disease is active unless it says otherwise.
 */
import type { Problem } from '../../errors';
import type { RecordValues } from '../../models/model-runtime';
import type { ModelRule } from '../types';

/** Whether ICD-10 code `code` ("B50.9") lies in a chapter's range ("A00-B99"). */
export function codeInRange(code: string, range: string): boolean {
  const [first, last] = range.split('-');
  const category = code.slice(0, 3);
  return !!first && !!last && category >= first && category <= last;
}

const chapterName = (chapter: RecordValues) =>
  `chapter ${String(chapter.number)} (${String(chapter.code_range)})`;

export const diseaseCode: ModelRule = {
  name: 'clinical.disease-code',
  models: ['disease'],

  prepare(_ctx, change) {
    if (typeof change.after.code === 'string') change.after.code = change.after.code.trim();
    // A disease added without saying otherwise is offered to the pickers.
    if (change.action === 'create' && change.after.is_active == null) change.after.is_active = true;
  },

  async check(ctx, change): Promise<Problem[]> {
    if (change.action === 'delete') return [];
    const code = String(change.after.code ?? '');
    const problems: Problem[] = [];
    const holder = (await ctx.records.find('disease', { code })).find(
      (disease) => Number(disease.id) !== change.id,
    );
    if (holder)
      problems.push({
        field: 'code',
        message: `Code ${code} is already ${String(holder.title)} (disease ${String(holder.id)}): each ICD-10 code is listed once`,
      });
    const chapter = await ctx.records.get('diseaseCategory', Number(change.after.category));
    if (chapter && !codeInRange(code, String(chapter.code_range))) {
      const right = (await ctx.records.find('diseaseCategory', {})).find((c) =>
        codeInRange(code, String(c.code_range)),
      );
      problems.push({
        field: 'category',
        message: `${code} is not in ${chapterName(chapter)}${right ? `: it belongs to ${chapterName(right)}` : ''}`,
      });
    }
    return problems;
  },
};
