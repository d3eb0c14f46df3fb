import { calendarDay, ZONED_INSTANT } from '../format/dates';
import { isoToDayNumber } from '../formulas/compile-formula';
import {
  DEFAULT_SETTINGS,
  type EngineLogger,
  type EngineSettings,
  type EngineUser,
} from '../types';

/** What a form needs from outside: who is looking, the clock, settings and a logger. */
export interface FormContext {
  user: EngineUser;
  /** The clock (tests pass a fixed one). */
  now?: () => Date;
  settings?: Partial<EngineSettings>;
  logger?: EngineLogger;
}

export interface Runtime {
  user: EngineUser;
  settings: EngineSettings;
  now: () => Date;
  /** Today's calendar date in the hospital's time zone, as `yyyy-MM-dd`. */
  todayIso(): string;
  /** Reports a run-time problem once per distinct message. */
  report(problem: string): void;
  /** A value as an ISO calendar date: `yyyy-MM-dd...`, `dd-MM-yyyy`, a Date, or `today`. */
  isoDate(value: unknown): string | undefined;
}

const FORM_DATE = /^(\d{2})-(\d{2})-(\d{4})$/;

export function createRuntime(context: FormContext): Runtime {
  const settings = { ...DEFAULT_SETTINGS, ...context.settings };
  const now = context.now ?? (() => new Date());
  const reported = new Set<string>();
  const todayIso = () => calendarDay(now(), settings.timeZone);
  const isoDate = (value: unknown): string | undefined => {
    if (value === 'today') return todayIso();
    if (value instanceof Date) {
      return Number.isNaN(value.getTime()) ? undefined : calendarDay(value, settings.timeZone);
    }
    if (typeof value !== 'string') return undefined;
    const text = value.trim();
    // An instant (a datetime's value) falls on the hospital's calendar day, not UTC's.
    if (ZONED_INSTANT.test(text)) return isoDate(new Date(text));
    const form = FORM_DATE.exec(text);
    const iso = form ? `${form[3]}-${form[2]}-${form[1]}` : text.slice(0, 10);
    return isoToDayNumber(iso) === undefined ? undefined : iso;
  };
  return {
    user: context.user,
    settings,
    now,
    todayIso,
    isoDate,
    report(problem) {
      if (reported.has(problem)) return;
      reported.add(problem);
      context.logger?.warn(problem);
    },
  };
}
