/**
 * The steps of a consultation's orders (demo-clinical-steps.ts), minute by minute after the
 * consultation began, each by the role that does it. The laboratory: the Lab Cashier takes the
 * fees of the orders it will run, the Lab User collects a sample of each type the tests need
 * (or rejects one and asks for a new one), enters the values, and the Lab Manager verifies them,
 * releasing them to the doctor. Radiology: the Radiology User books a study for a later day, or
 * the Radiology Cashier takes its fee and the Radiology User performs it; the Radiologist writes
 * and signs its report. An order the laboratory or radiology has not run is not yet paid; the
 * emergency department's are run first and billed later.
 */
import type { RecordValues } from '../models/model-runtime';
import { weekdayOf } from '../rules/appointments/working-hours';
import { addDays, hospitalTime } from './demo-calendar';
import type { OrderSite, Role, StepWrite } from './demo-clinical-plan';
import type { ImagingOrder, LabOrder, LabResult } from './demo-clinical-types';
import type { PlannedPatient } from './demo-patients';

type Add = (minutes: number, as: Role, step: StepWrite) => void;

/** The laboratory's steps after an order: collected, then reported, then verified. */
const COLLECTED_AFTER = 6;
const VERIFIED_AFTER = 5;
/** The first order comes this many minutes into the consultation, the next a minute later. */
const FIRST_ORDER = 10;

/** A story's value, with `$abo` and `$rh` read from the patient's blood group ("O+"). */
function storyValue(value: string, patient: PlannedPatient): string {
  const group = String(patient.body.blood_group);
  if (value === '$abo') return group.slice(0, -1);
  if (value === '$rh') return group.endsWith('+') ? 'Positive' : 'Negative';
  return value;
}

/** A lab result's body: the test's code (the seed finds its id) and its values by parameter. */
function resultBody(result: LabResult, patient: PlannedPatient): RecordValues {
  return {
    test: result.test,
    parameters: Object.entries(result.values).map(([parameter, value]) => ({
      parameter,
      value: storyValue(value, patient),
    })),
    ...(result.comments ? { comments: result.comments } : {}),
  };
}

/** When the laboratory collected an order's samples (minutes after the order), if it did. */
function collectedAfter(order: LabOrder): number | undefined {
  if (order.collectedAfter !== undefined) return order.collectedAfter;
  return order.results || order.rejected ? COLLECTED_AFTER : undefined;
}

/** Orders must be made in their list's order: their ordinals count the visit's requests. */
function orderTimes(story: string, c: number, after: readonly (number | undefined)[]) {
  const times = after.map((minutes, i) => c + (minutes ?? FIRST_ORDER + i));
  for (const [i, time] of times.entries())
    if (i > 0 && time < (times[i - 1] as number))
      throw new Error(`demo clinical day: "${story}" orders out of their list's order`);
  return times;
}

/**
 * The laboratory orders' steps; answers the minute the last result the doctor reads (a
 * verified one) was released, 0 for none.
 */
export function labSteps(
  story: { patient: string; paid?: boolean },
  site: OrderSite,
  patient: PlannedPatient,
  c: number,
  labs: readonly LabOrder[],
  add: Add,
): number {
  const times = orderTimes(
    story.patient,
    c,
    labs.map((order) => order.orderedAfter),
  );
  let released = 0;
  let paidUntil = -1;
  for (const [lab, order] of labs.entries()) {
    const { reportedAfter, results, unverified, rejected, orderedAfter: _at, ...rest } = order;
    const { collectedAfter: _collected, ...request } = rest;
    const ordered = times[lab] as number;
    add(ordered, 'Doctor', { kind: 'lab', ...site, ordinal: lab, body: request });
    const collected = collectedAfter(order);
    if (collected === undefined) continue;
    paidUntil = ordered;
    add(ordered + collected, 'Lab User', { kind: 'labCollect', ...site, lab });
    if (rejected) {
      if (rejected.after <= collected)
        throw new Error(`demo clinical day: a sample of "${story.patient}" rejected too soon`);
      const { after, ...rejection } = rejected;
      add(ordered + after, 'Lab User', { kind: 'labReject', ...site, lab, ...rejection });
    }
    if (!results || reportedAfter === undefined) continue;
    if (reportedAfter <= collected)
      throw new Error(`demo clinical day: a lab of "${story.patient}" reports too soon`);
    const done = ordered + reportedAfter;
    for (const [ordinal, result] of results.entries())
      add(done, 'Lab User', {
        kind: 'labResult',
        ...site,
        lab,
        ordinal,
        body: resultBody(result, patient),
      });
    if (unverified) continue;
    add(done + VERIFIED_AFTER, 'Lab Manager', { kind: 'labVerify', ...site, lab });
    released = Math.max(released, done + VERIFIED_AFTER);
  }
  // The laboratory takes its fees before it collects: those of the orders it runs and of any
  // ordered before them; a later order waits unpaid.
  if (story.paid && paidUntil >= 0 && 'visit' in site)
    add(paidUntil + 1, 'Lab Cashier', { kind: 'settle', visit: site.visit, point: 'Lab' });
  return released;
}

/** A later clinic day's clock time: a weekend day moves on to the Monday. */
function bookedFor(day: string, daysLater: number, clock: string): string {
  let booked = addDays(day, daysLater);
  while (['Saturday', 'Sunday'].includes(weekdayOf(booked))) booked = addDays(booked, 1);
  return hospitalTime(booked, clock);
}

/** The radiology orders' steps; answers the minute the last report was signed, 0 for none. */
export function imagingSteps(
  story: { patient: string; paid?: boolean },
  site: OrderSite,
  day: string,
  c: number,
  imaging: readonly ImagingOrder[],
  add: Add,
): number {
  if (imaging.length === 0) return 0;
  const times = orderTimes(
    story.patient,
    c,
    imaging.map((order) => order.orderedAfter),
  );
  let signed = 0;
  const performed = imaging.flatMap((order, i) =>
    order.performedAfter === undefined ? [] : [(times[i] as number) + order.performedAfter],
  );
  const paidAt = Math.max(...times.filter((_, i) => imaging[i]?.performedAfter !== undefined)) + 1;
  if (performed.some((at) => at <= paidAt))
    throw new Error(`demo clinical day: a study of "${story.patient}" performed before it is paid`);
  for (const [study, order] of imaging.entries()) {
    const ordered = times[study] as number;
    const { test, priority, clinical_notes, scheduled, performedAfter, report } = order;
    add(ordered, 'Doctor', {
      kind: 'imaging',
      ...site,
      ordinal: study,
      body: { test, priority, clinical_notes },
    });
    if (scheduled)
      add(ordered + scheduled.after, 'Radiology User', {
        kind: 'imagingSchedule',
        ...site,
        study,
        scheduled_at: bookedFor(day, scheduled.daysLater, scheduled.clock),
        room: scheduled.room,
      });
    if (performedAfter === undefined) continue;
    add(ordered + performedAfter, 'Radiology User', { kind: 'imagingPerform', ...site, study });
    if (!report) continue;
    if (report.after <= performedAfter)
      throw new Error(`demo clinical day: a study of "${story.patient}" reported too soon`);
    const { after, image, ...body } = report;
    add(ordered + after, 'Radiologist', {
      kind: 'imagingReport',
      ...site,
      study,
      body,
      ...(image ? { image } : {}),
    });
    signed = Math.max(signed, ordered + after);
  }
  if (story.paid && performed.length > 0 && 'visit' in site)
    add(paidAt, 'Radiology Cashier', { kind: 'settle', visit: site.visit, point: 'Radiology' });
  return signed;
}
