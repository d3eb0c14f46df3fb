/**
 * The intra-operative anesthesia record of a demo case as the anesthetist keeps it: vital signs
 * every 5 minutes from the monitoring's attachment, the gases and ventilation of a general
 * anesthetic, the drugs of the technique, fluids in and blood and urine out, and the monitoring
 * log's events. Doses after the WHO Model Formulary (2008) and "Anaesthesia at the District
 * Hospital" (WHO, 2nd edition, 2000): fentanyl 1-2 micrograms/kg, propofol 2 mg/kg,
 * suxamethonium 1-1.5 mg/kg, vecuronium 0.1 mg/kg, cefazolin 2 g within 60 minutes of incision,
 * hyperbaric bupivacaine 0.5% 10-12.5 mg intrathecally, oxytocin 5 IU slowly after delivery,
 * neostigmine 2.5 mg with atropine 1 mg for reversal. The spinal's fall in blood pressure and
 * its treatment are in the record of the caesarean section.
 */
import type { RecordValues } from '../models/model-runtime';
import type { Anesthesia } from './demo-surgery-cases';

const MINUTE_MS = 60_000;

/** The theatre part of a case in instants (ms): the series run from `start` to `end`. */
export interface TheatreSpan {
  start: number;
  incision?: number;
  closure?: number;
  end: number;
  anesthesia: Anesthesia;
  /** Spinal caesarean: a fall in pressure after the block. */
  obstetric: boolean;
  bloodLoss: number;
}

/** [product code, dose, unit code, route code, minutes after the start, notes] */
type Drug = readonly [string, number, string, string, number, string?];

const DRUGS: Record<Anesthesia, readonly Drug[]> = {
  General: [
    ['FEN-100-INJ', 100, 'mcg', 'IV', 4],
    ['PRO-200-INJ', 150, 'mg', 'IV', 5],
    ['SUX-100-INJ', 100, 'mg', 'IV', 5, 'Rapid sequence, cricoid pressure'],
    ['CFZ-1G-INJ', 2, 'g', 'IV', 8, 'Prophylaxis before incision'],
    ['VEC-10-INJ', 6, 'mg', 'IV', 12],
    ['OND-4-INJ', 4, 'mg', 'IV', 40],
  ],
  Spinal: [
    ['BUP-05-SPI', 12.5, 'mg', 'IT', 4, 'L3-L4, 25G pencil point, sitting'],
    ['CFZ-1G-INJ', 2, 'g', 'IV', 8, 'Prophylaxis before incision'],
  ],
  Sedation: [
    ['LID-2-INJ', 200, 'mg', 'INF', 5, 'Paracervical block, 1% (diluted), 20 mL'],
    ['FEN-100-INJ', 50, 'mcg', 'IV', 4],
  ],
};

/** A small, repeatable wobble for the n-th reading. */
const wobble = (n: number, size: number, phase = 0) => Math.round(size * Math.sin(n * 1.7 + phase));
const iso = (ms: number) => new Date(ms).toISOString();
const upTo = (span: TheatreSpan, ms: number) => ms <= span.end;

export function vitalSigns(span: TheatreSpan): RecordValues[] {
  const rows: RecordValues[] = [];
  const general = span.anesthesia === 'General';
  for (let n = 0, at = span.start + 2 * MINUTE_MS; upTo(span, at); n++, at += 5 * MINUTE_MS) {
    // After a spinal for a caesarean the pressure falls at 10-15 minutes, then recovers with
    // fluid and left tilt.
    const dip = span.obstetric && n >= 2 && n <= 3 ? 32 : 0;
    rows.push({
      recorded_at: iso(at),
      heart_rate: 84 + wobble(n, 6) + (dip ? 18 : 0),
      bp_systolic: 124 + wobble(n, 8, 1) - dip,
      bp_diastolic: 76 + wobble(n, 5, 2) - Math.round(dip / 2),
      spo2: 98 + Math.max(0, wobble(n, 1, 3)),
      ...(general && n > 0 ? { etco2: 35 + wobble(n, 2, 4) } : {}),
      temperature: Number((36.4 - Math.min(n, 8) * 0.05).toFixed(1)),
      respiratory_rate: general && n > 0 ? 12 : 16 + wobble(n, 2, 5),
    });
  }
  return rows;
}

export function drugs(
  span: TheatreSpan,
  ids: { product(code: string): number; unit(code: string): number; route(code: string): number },
): RecordValues[] {
  const list: Drug[] = [...DRUGS[span.anesthesia]];
  if (span.obstetric)
    list.push(['OXY-10-INJ', 5, 'IU', 'IV', 16, 'Slowly after delivery of the baby']);
  if (span.closure && span.anesthesia === 'General') {
    const reversal = (span.closure - span.start) / MINUTE_MS + 2;
    list.push(['NEO-2-5-INJ', 2.5, 'mg', 'IV', reversal, 'Reversal']);
    list.push(['ATR-1-INJ', 1, 'mg', 'IV', reversal, 'With neostigmine']);
  }
  return list
    .filter(([, , , , after]) => upTo(span, span.start + after * MINUTE_MS))
    .map(([code, dose, unit, route, after, notes]) => ({
      recorded_at: iso(span.start + after * MINUTE_MS),
      product: ids.product(code),
      dose,
      dose_unit: ids.unit(unit),
      route: ids.route(route),
      ...(notes ? { notes } : {}),
    }));
}

export function monitoringEvents(span: TheatreSpan): RecordValues[] {
  const general = span.anesthesia === 'General';
  const events: [number, string, string?][] = [
    [span.start + MINUTE_MS, 'Monitoring attached', 'ECG, NIBP every 5 minutes, pulse oximetry'],
  ];
  if (general) {
    events.push([span.start + 3 * MINUTE_MS, 'Pre-oxygenation', '100% oxygen for 3 minutes']);
    events.push([span.start + 5 * MINUTE_MS, 'Induction']);
    events.push([span.start + 6 * MINUTE_MS, 'Intubation', 'Cuffed tube 7.5, grade 1 view']);
  } else if (span.anesthesia === 'Spinal')
    events.push([span.start + 4 * MINUTE_MS, 'Spinal block', 'Block to T6 at 10 minutes']);
  events.push([span.start + 9 * MINUTE_MS, 'Position', general ? 'Supine' : 'Supine, left tilt']);
  if (span.incision) events.push([span.incision, 'Incision']);
  if (span.obstetric)
    events.push([
      span.start + 12 * MINUTE_MS,
      'Complication',
      'Hypotension 92/55 after the block: 500 mL Ringer bolus, left tilt',
    ]);
  if (span.closure) {
    events.push([span.closure - 10 * MINUTE_MS, 'Closure']);
    if (general) {
      events.push([span.closure + 2 * MINUTE_MS, 'Reversal']);
      events.push([span.closure + 5 * MINUTE_MS, 'Extubation', 'Awake, obeying commands']);
    }
  }
  return events
    .filter(([at]) => upTo(span, at))
    .sort((a, b) => a[0] - b[0])
    .map(([at, event, details]) => ({
      recorded_at: iso(at),
      event,
      ...(details ? { details } : {}),
    }));
}

export function gases(span: TheatreSpan): RecordValues[] {
  if (span.anesthesia !== 'General')
    return [{ recorded_at: iso(span.start + 2 * MINUTE_MS), oxygen_flow: 2, agent: 'None' }];
  const rows: RecordValues[] = [];
  for (let at = span.start + 7 * MINUTE_MS; upTo(span, at); at += 15 * MINUTE_MS)
    rows.push({
      recorded_at: iso(at),
      oxygen_flow: 1,
      air_flow: 1,
      agent: 'Isoflurane',
      agent_percent: 1.2,
      fio2: 50,
      et_agent: 1.0,
    });
  return rows;
}

export function ventilation(span: TheatreSpan): RecordValues[] {
  if (span.anesthesia !== 'General')
    return [{ recorded_at: iso(span.start + 2 * MINUTE_MS), mode: 'Spontaneous', rate: 16 }];
  const rows: RecordValues[] = [];
  for (let at = span.start + 8 * MINUTE_MS; upTo(span, at); at += 30 * MINUTE_MS)
    rows.push({
      recorded_at: iso(at),
      mode: 'Volume control',
      tidal_volume: 450,
      rate: 12,
      peep: 5,
      peak_pressure: 18,
    });
  return rows;
}

export function fluids(span: TheatreSpan): RecordValues[] {
  const rows: [number, 'In' | 'Out', string, number][] = [
    [span.start + 3 * MINUTE_MS, 'In', "Ringer's lactate", 1000],
  ];
  if (span.obstetric) rows.push([span.start + 12 * MINUTE_MS, 'In', "Ringer's lactate", 500]);
  if (span.closure) {
    rows.push([span.closure - 5 * MINUTE_MS, 'Out', 'Blood loss', span.bloodLoss]);
    rows.push([span.closure, 'Out', 'Urine', 150]);
  }
  return rows
    .filter(([at]) => upTo(span, at))
    .map(([at, direction, fluid, volume]) => ({ recorded_at: iso(at), direction, fluid, volume }));
}
