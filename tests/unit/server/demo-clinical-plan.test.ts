// The demo's clinical day planned on any day and at any hour (src/server/seed/demo-clinical-plan.ts):
// a patient found for every story, each used once and never one busy in the billing morning
// or checked in today, every step at or before the seed's moment, today's arrivals on today's
// queue (even just after midnight), and the same records whatever the day.
import { formatInTimeZone } from 'date-fns-tz';
import { describe, expect, it } from 'vitest';
import { planBilling } from '../../../src/server/seed/demo-billing-plan';
import { ZONE } from '../../../src/server/seed/demo-calendar';
import { clinicalCounts } from '../../../src/server/seed/demo-clinical-counts';
import { planClinical } from '../../../src/server/seed/demo-clinical-plan';
import { planDemoHospital } from '../../../src/server/seed/demo-plan';

const DAY_MS = 86_400_000;
/** 120 days from New Year 2026, each at one of these hospital hours (minutes after midnight). */
const MOMENTS = Array.from({ length: 120 }, (_, day) => {
  const minutes = [0.5, 20, 7 * 60 + 15, 10 * 60 + 30, 16 * 60, 23 * 60 + 50][day % 6] as number;
  return new Date(Date.parse('2026-01-01T05:00:00Z') + day * DAY_MS + minutes * 60_000);
});

describe('the demo clinical day plan', () => {
  const first = (() => {
    const plan = planDemoHospital(MOMENTS[0] as Date);
    return clinicalCounts(planClinical(plan, planBilling(plan), MOMENTS[0] as Date));
  })();

  it.each(MOMENTS.map((now) => [now.toISOString(), now] as const))('plans %s', (_, now) => {
    const plan = planDemoHospital(now);
    const billing = planBilling(plan);
    const clinical = planClinical(plan, billing, now);
    expect(clinicalCounts(clinical)).toEqual(first);
    const today = formatInTimeZone(now, ZONE, 'yyyy-MM-dd');
    const checkedIn = plan.appointments
      .filter((a) => a.moves.includes('Checked In'))
      .map((a) => a.patient);
    const busy = new Set([...billing.bills.map((b) => b.patient), ...checkedIn]);
    const patients = [...clinical.visits, ...clinical.emergencies].map((v) => v.patient);
    for (const patient of patients) expect(busy.has(patient)).toBe(false);
    const steps = clinical.steps;
    for (const [i, step] of steps.entries()) {
      expect(step.at <= now.toISOString(), `${step.kind} at ${step.at}`).toBe(true);
      if (i > 0) expect(step.at >= (steps[i - 1]?.at as string)).toBe(true);
    }
    const arrivals = clinical.visits.map((v) =>
      formatInTimeZone(String(v.body.arrived_at), ZONE, 'yyyy-MM-dd'),
    );
    expect(arrivals.filter((day) => day === today)).toHaveLength(22);
    expect(arrivals.filter((day) => day < today)).toHaveLength(20);
    for (const emergency of clinical.emergencies)
      expect(formatInTimeZone(String(emergency.body.arrived_at), ZONE, 'yyyy-MM-dd')).toBe(today);
  });
});
