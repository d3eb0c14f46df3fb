/**
 * A visit has at most one primary diagnosis: the one its outcome, reports and insurers' claims
 * take. A second one is refused with a 422 on `rank` naming the diagnosis that already is,
 * whatever the entry point. The visit's row is locked first (PostgreSQL: FOR UPDATE), so two
 * doctors marking two diagnoses primary at once cannot both pass.
 */
import type { Problem } from '../../errors';
import type { RecordValues } from '../../models/model-runtime';
import type { ModelRule, RuleContext } from '../types';

/** "B50.9 Plasmodium falciparum malaria, unspecified", as the disease picker shows it. */
async function diseaseTitle(ctx: RuleContext, diagnosis: RecordValues): Promise<string> {
  const disease = await ctx.records.get('disease', Number(diagnosis.disease));
  const title = [disease?.code, disease?.title].filter(Boolean).join(' ');
  return title || `disease ${String(diagnosis.disease)}`;
}

export const diagnosisPrimary: ModelRule = {
  name: 'clinical.diagnosis-primary',
  models: ['diagnosis'],

  async check(ctx, change): Promise<Problem[]> {
    const { after } = change;
    if (change.action === 'delete' || after.rank !== 'Primary') return [];
    const visitId = Number(after.visit);
    if (!Number.isInteger(visitId) || visitId <= 0) return [];
    const [visit] = await ctx.records.lock('visit', [visitId]);
    const other = (await ctx.records.find('diagnosis', { visit: visitId, rank: 'Primary' })).find(
      (diagnosis) => Number(diagnosis.id) !== change.id,
    );
    if (!other) return [];
    const visitName = visit?.visit_number ? `Visit ${String(visit.visit_number)}` : 'This visit';
    return [
      {
        field: 'rank',
        message: `${visitName} already has a primary diagnosis: ${await diseaseTitle(ctx, other)} (diagnosis ${String(other.id)}). Mark this one Secondary, or make that one Secondary first.`,
      },
    ];
  },
};
