/**
 * A ward is named once (its code, trimmed, is its own among the wards: 422 naming the other);
 * a new ward is active unless it says otherwise; a ward with beds is not deleted (409 naming
 * them): its beds hold patients' histories, so the ward is deactivated instead.
 */
import type { Problem } from '../../errors';
import type { ModelRule } from '../types';
import { bedCount, namesOf, text, trimAndActivate, twinOf } from './ward-catalogue';

export const inpatientWard: ModelRule = {
  name: 'inpatient.ward',
  models: ['ward'],

  prepare(_ctx, change) {
    trimAndActivate(change, 'code');
  },

  async check(ctx, change): Promise<Problem[]> {
    if (change.action === 'restore') return [];
    if (change.action === 'delete') {
      const beds = await ctx.records.find('bed', { ward: change.id });
      if (beds.length === 0) return [];
      return [
        {
          field: 'code',
          conflict: 'WARD_HAS_BEDS',
          message: `${text(change.before?.name)} has ${bedCount(beds.length)} (${namesOf(beds.map((b) => text(b.bed_number)))}): a ward with beds is not deleted; delete its beds first, or deactivate the ward (clear Active)`,
        },
      ];
    }
    const code = text(change.after.code);
    const twin = code ? await twinOf(ctx, 'ward', change.id, { code }) : undefined;
    return twin
      ? [
          {
            field: 'code',
            message: `Code ${code} is already the ward ${text(twin.name)}: each ward has its own code`,
          },
        ]
      : [];
  },
};
