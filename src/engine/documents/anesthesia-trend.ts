/**
 * The vital signs of an anesthesia record as its printed trend plots them: heart rate, systolic
 * and diastolic pressure and SpO2 of each entry at its minute after the first entry, and the time
 * axis' marks on the hospital's clock (every 15 minutes for a short case up to every 2 hours for
 * a long one, on the clock's round times; the first and last entries' times when the record is
 * too short to reach one). An entry with none of the four plots nothing.
 */
import { splitInstant } from '../format/dates';
import type { AnesthesiaEntry } from '../wire/anesthesia-record';
import type { AnesthesiaTrend, AnesthesiaTrendPoint } from './anesthesia-record-types';

const PLOTTED = ['heart_rate', 'bp_systolic', 'bp_diastolic', 'spo2'] as const;

/** A stored number (text from PostgreSQL's numeric), or null for none. */
function storedNumber(value: unknown): number | null {
  if (value === null || value === undefined || value === '') return null;
  const n = Number(value);
  return Number.isFinite(n) ? n : null;
}

/** Minutes between marks of the time axis, for a record `span` minutes long. */
export function tickStep(span: number): number {
  if (span <= 60) return 15;
  if (span <= 180) return 30;
  if (span <= 12 * 60) return 60;
  return 120;
}

/** The wall-clock "HH:mm" of an instant `minute` minutes after `start`. */
const clockAt = (start: number, minute: number, zone: string) =>
  splitInstant(new Date(start + minute * 60_000).toISOString(), zone)?.time ?? '';

function ticksOf(start: number, span: number, zone: string) {
  const step = tickStep(span);
  const [hour = 0, minute = 0] = (clockAt(start, 0, zone) || '00:00').split(':').map(Number);
  // The first round time at or after the first entry (09:07 with 15-minute marks: 09:15).
  const intoStep = (hour * 60 + minute) % step;
  const ticks: AnesthesiaTrend['ticks'] = [];
  for (let at = intoStep === 0 ? 0 : step - intoStep; at <= span; at += step)
    ticks.push({ minute: at, label: clockAt(start, at, zone) });
  if (ticks.length > 0) return ticks;
  // Too short to reach a round time (10:05 to 10:10): its first and last entries are marked.
  const ends = span > 0 ? [0, span] : [0];
  return ends.map((at) => ({ minute: at, label: clockAt(start, at, zone) }));
}

/** The trend of the vital-signs entries (oldest first), or null when none plots a value. */
export function anesthesiaTrend(
  vitals: readonly AnesthesiaEntry[],
  zone: string,
): AnesthesiaTrend | null {
  const timed = vitals
    .map((entry) => ({ entry, at: Date.parse(String(entry.recorded_at)) }))
    .filter(
      ({ entry, at }) =>
        Number.isFinite(at) && PLOTTED.some((f) => storedNumber(entry[f]) !== null),
    );
  if (timed.length === 0) return null;
  const start = Math.min(...timed.map(({ at }) => at));
  const points: AnesthesiaTrendPoint[] = timed.map(({ entry, at }) => ({
    minute: Math.round((at - start) / 60_000),
    heart_rate: storedNumber(entry.heart_rate),
    bp_systolic: storedNumber(entry.bp_systolic),
    bp_diastolic: storedNumber(entry.bp_diastolic),
    spo2: storedNumber(entry.spo2),
  }));
  const span = Math.max(...points.map((point) => point.minute));
  const from = clockAt(start, 0, zone);
  const to = clockAt(start, span, zone);
  return {
    span,
    ticks: ticksOf(start, span, zone),
    points,
    description: `Heart rate, systolic and diastolic blood pressure and SpO₂ of ${points.length} ${
      points.length === 1 ? 'entry' : 'entries'
    } from ${from} to ${to}, on one scale (beats/min, mmHg and %).`,
  };
}
