/**
 * Records that hang on an episode of care: a ward chart or note on an admission, an anesthesia
 * entry or checklist on a surgical case. The record takes the episode's patient (derived, never
 * a client's), who wrote it (the writer, kept on edits) and when (now when left empty, never in
 * the future, never before the episode began); and a closed episode takes no new or changed
 * records: "IPD-2026-000003 is Discharged, so its records are closed." The episode's row is
 * read, not locked: closing an episode and charting on it at the same moment is harmless either
 * way round, unlike a bed or a stock balance.
 */
import { formatInTimeZone } from 'date-fns-tz';
import { DEFAULT_SETTINGS } from '../../../engine/types';
import type { Problem } from '../../errors';
import type { RecordValues } from '../../models/model-runtime';
import type { ModelRule, RecordChange, RuleContext } from '../types';

export interface EpisodeKind {
  /** The episode's model and the bound records' field naming it. */
  model: string;
  field: string;
  /** The episode's number field, and the one saying when it began (none: no lower bound). */
  numberField: string;
  startField?: string;
  /** States in which its records may still be written. */
  openStates: readonly string[];
}

export interface BoundRecordOptions {
  name: string;
  models: readonly string[];
  episode: EpisodeKind;
  /** Models that may still be written after the episode closes (a discharge summary signed later). */
  writableWhenClosed?: readonly string[];
  /** How long past the server's clock a recorded time may be (a clock a little fast). */
  futureSlackMinutes?: number;
}

const isBlank = (value: unknown) => value === undefined || value === null || value === '';

/** When the record says it happened: the field holding that moment. */
export const RECORDED_AT = 'recorded_at';
export const RECORDED_BY = 'recorded_by';

/** A moment as the ward's messages write it, on the hospital's clock: "2026-03-02 08:30". */
export const clockText = (at: string | number | Date) =>
  formatInTimeZone(at, DEFAULT_SETTINGS.timeZone, 'yyyy-MM-dd HH:mm');

export function boundRecord(options: BoundRecordOptions): ModelRule {
  const { episode } = options;
  const slackMs = (options.futureSlackMinutes ?? 5) * 60_000;

  async function episodeOf(ctx: RuleContext, values: RecordValues) {
    const id = Number(values[episode.field]);
    if (!Number.isInteger(id) || id <= 0) return undefined;
    return ctx.records.get(episode.model, id);
  }

  return {
    name: options.name,
    models: options.models,

    // The patient before the engine's checks too, so a picker filtered on `$patient` (a
    // discharge summary's take-home prescription) is checked against the episode's patient.
    async fill(ctx, values) {
      const parent = await episodeOf(ctx, values);
      if (parent) values.patient = parent.patient;
    },

    async prepare(ctx, change) {
      if (change.action === 'delete') return;
      const parent = await episodeOf(ctx, change.after);
      if (parent) change.after.patient = parent.patient;
      change.after[RECORDED_BY] = change.before?.[RECORDED_BY] ?? ctx.actor.email ?? null;
      if (isBlank(change.after[RECORDED_AT])) {
        change.after[RECORDED_AT] = change.before?.[RECORDED_AT] ?? ctx.now.toISOString();
      }
    },

    async check(ctx, change) {
      if (change.action === 'delete') return [];
      const parent = await episodeOf(ctx, change.after);
      if (!parent) return [];
      return [...closedProblems(change, parent), ...timeProblems(ctx, change, parent)];
    },
  };

  function closedProblems(change: RecordChange, parent: RecordValues): Problem[] {
    const state = String(parent.status ?? '');
    if (episode.openStates.includes(state)) return [];
    if (options.writableWhenClosed?.includes(change.model)) return [];
    // A transition of an existing record (signing a note) on a closed episode is refused too:
    // what the episode's closing froze stays frozen.
    return [
      {
        field: episode.field,
        message: `${parent[episode.numberField]} is ${state}, so its records are closed.`,
      },
    ];
  }

  function timeProblems(ctx: RuleContext, change: RecordChange, parent: RecordValues): Problem[] {
    const at = Date.parse(String(change.after[RECORDED_AT] ?? ''));
    if (!Number.isFinite(at)) return [];
    if (at > ctx.now.getTime() + slackMs) {
      return [
        { field: RECORDED_AT, message: 'This time is in the future: give the time it happened.' },
      ];
    }
    if (!episode.startField) return [];
    const start = Date.parse(String(parent[episode.startField] ?? ''));
    if (Number.isFinite(start) && at < start) {
      return [
        {
          field: RECORDED_AT,
          message: `This time is before ${parent[episode.numberField]} began (${clockText(start)}).`,
        },
      ];
    }
    return [];
  }
}
