/**
 * The PACU record of a surgical case (modified Aldrete score: engine/surgery/aldrete.ts). The
 * server works out each score row's `total` (the sum of its five items, each a whole 0, 1 or 2;
 * the schema's row formula shows it as the nurse types), `latest_score` (the total of the latest
 * row by time) and `discharge_criteria_met` (latest score 9 or more, no item 0). One PACU record
 * per case (409 PACU_RECORD_EXISTS). It is opened on arrival, when the case is Sign-out Done or
 * In Recovery; scores are added or changed afterwards only while the case is In Recovery. A
 * score's time is not before the arrival nor in the future. `discharged_at` is refused while the
 * criteria are not met ("Aldrete score 7 at 10:40: discharge needs 9 or more"), or before the
 * latest score.
 */
import {
  ALDRETE_ITEMS,
  aldreteTotal,
  aldreteVerdict,
  itemScore,
} from '../../../engine/surgery/aldrete';
import type { Problem } from '../../errors';
import type { RecordValues } from '../../models/model-runtime';
import type { ModelRule, RecordChange } from '../types';
import { caseName, caseOf, clockTime, onePerCase } from './anesthesia-case';

type Row = Record<string, unknown>;
const rowsOf = (values: RecordValues | undefined): Row[] =>
  Array.isArray(values?.scores) ? (values.scores as Row[]) : [];

const FUTURE_SLACK_MS = 5 * 60_000;
const CLOSED_STATES = ['Back to Ward', 'Cancelled'];

/** What a score row says, to tell whether a write adds or changes scores. */
const scoreKey = (rows: Row[]) =>
  JSON.stringify(
    rows.map((row) => [
      Date.parse(String(row.scored_at ?? '')),
      ...ALDRETE_ITEMS.map(({ field }) => itemScore(row[field]) ?? row[field]),
    ]),
  );

function itemProblems(rows: Row[]): Problem[] {
  return rows.flatMap((row, index) =>
    ALDRETE_ITEMS.filter(
      ({ field }) => row[field] !== null && row[field] !== undefined && row[field] !== '',
    )
      .filter(({ field }) => itemScore(row[field]) === undefined)
      .map(({ field, label }) => ({
        field: `scores[${index}].${field}`,
        message: `Aldrete Scores row ${index + 1}: ${label} is scored 0, 1 or 2, not ${String(row[field])}`,
      })),
  );
}

function scoreTimeProblems(rows: Row[], arrival: unknown, now: Date): Problem[] {
  const arrived = Date.parse(String(arrival ?? ''));
  return rows.flatMap((row, index) => {
    const at = Date.parse(String(row.scored_at ?? ''));
    if (!Number.isFinite(at)) return [];
    const field = `scores[${index}].scored_at`;
    if (at > now.getTime() + FUTURE_SLACK_MS)
      return [{ field, message: `Aldrete Scores row ${index + 1}: this time is in the future` }];
    if (Number.isFinite(arrived) && at < arrived)
      return [
        {
          field,
          message: `Aldrete Scores row ${index + 1}: ${clockTime(at)} is before the patient arrived in recovery (${clockTime(arrived)})`,
        },
      ];
    return [];
  });
}

function stateProblems(change: RecordChange, surgicalCase: RecordValues): Problem[] {
  const state = String(surgicalCase.status ?? '');
  if (CLOSED_STATES.includes(state) || state === 'In Recovery') return [];
  const name = caseName(surgicalCase);
  if (change.action === 'create' || change.action === 'restore')
    return state === 'Sign-out Done'
      ? []
      : [
          {
            field: 'surgical_case',
            message: `${name} is ${state}: its PACU record is opened when the patient arrives in recovery, once the case is Sign-out Done or In Recovery`,
          },
        ];
  if (scoreKey(rowsOf(change.before)) === scoreKey(rowsOf(change.after))) return [];
  return [
    {
      field: 'scores',
      message: `${name} is ${state}: Aldrete scores are added once the case is In Recovery (its To recovery step)`,
    },
  ];
}

function dischargeProblems(values: RecordValues): Problem[] {
  const discharged = Date.parse(String(values.discharged_at ?? ''));
  if (!Number.isFinite(discharged)) return [];
  const { latest, criteria_met } = aldreteVerdict(rowsOf(values));
  if (!latest)
    return [
      {
        field: 'discharged_at',
        message: 'No Aldrete score yet: discharge needs a latest score of 9 or more',
      },
    ];
  const at = clockTime(latest.scored_at);
  if (!criteria_met) {
    const zeros = latest.zero_items.length > 0 ? ` (${latest.zero_items.join(', ')} 0)` : '';
    return [
      {
        field: 'discharged_at',
        message: `Aldrete score ${latest.total ?? 'incomplete'} at ${at}${zeros}: discharge needs 9 or more`,
      },
    ];
  }
  if (discharged < Date.parse(latest.scored_at))
    return [
      {
        field: 'discharged_at',
        message: `Discharged at ${clockTime(discharged)} is before the latest Aldrete score (${at}): discharge follows the score that allows it`,
      },
    ];
  return [];
}

export const pacuRule: ModelRule = {
  name: 'surgery.pacu',
  models: ['pacuRecord'],

  prepare(_ctx, change) {
    const rows = rowsOf(change.after);
    for (const row of rows) row.total = aldreteTotal(row) ?? null;
    const verdict = aldreteVerdict(rows);
    change.after.latest_score = verdict.latest_score;
    change.after.discharge_criteria_met = verdict.criteria_met;
  },

  async check(ctx, change) {
    if (change.action === 'delete' || change.action === 'transition') return [];
    const surgicalCase = await caseOf(ctx, change.after, { lock: true });
    if (!surgicalCase) return [];
    const duplicate = await onePerCase(ctx, change, surgicalCase, {
      model: 'pacuRecord',
      title: 'PACU record',
      code: 'PACU_RECORD_EXISTS',
    });
    if (duplicate.length > 0) return duplicate;
    const rows = rowsOf(change.after);
    const items = itemProblems(rows);
    if (items.length > 0) return items;
    return [
      ...stateProblems(change, surgicalCase),
      ...scoreTimeProblems(rows, change.after.recorded_at, ctx.now),
      ...dischargeProblems(change.after),
    ];
  },
};
