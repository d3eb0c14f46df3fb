// A rebooked case keeps its pre-anesthesia assessment true (issue 21, surgery-fixes), on both
// databases: the fasting hours and flags are counted again to the new start in the rebooking's
// own write; a rebooking that would leave an Elective case declared fit unfasted, or put the
// start before a recorded last intake, is refused (422 naming the hours and the assessor by
// name) and changes nothing, and so is making such a case Elective.
import { describe, expect, it } from 'vitest';
import { dialectCases } from '../helpers/databases';
import type { Row } from '../helpers/surgery-fixtures';
import { useSurgerySuite } from '../helpers/surgery-suite';

const NOW = new Date('2026-03-02T06:00:00Z');
const ASA = 'ASA Practice Guidelines for Preoperative Fasting, 2023';
const minutes = (at: unknown, n: number) =>
  new Date(Date.parse(String(at)) + n * 60_000).toISOString();
/** "2027-01-05 01:00": an instant on the hospital's clock (America/New_York, UTC-5 in winter). */
const wall = (at: string) =>
  new Date(Date.parse(at) - 5 * 3_600_000).toISOString().slice(0, 16).replace('T', ' ');

describe.each(dialectCases)('rebooked fasting on $dialect', ({ make, skip }) => {
  const { s, call } = useSurgerySuite({ make, skip }, () => NOW);

  /**
   * A Pre-op case (`more` to its booking) with its assessment, declared fit: the last solids and
   * clear fluids `solids` and `fluids` minutes before its booked start.
   */
  async function assessed(more: Row = {}, solids = -270, fluids = -90) {
    const booked = await s.caseAt('Pre-op', more);
    const start = booked.scheduled_start;
    const made = await call('POST', '/models/preAnesthesia', s.as.anesthesiaNurse, {
      surgical_case: booked.id,
      asa_class: 'ASA II',
      mallampati: 'II',
      last_solids_at: minutes(start, solids),
      last_clear_fluids_at: minutes(start, fluids),
      allergies: 'No known drug allergies',
      plan: 'General (ETT)',
      fit_for_anesthesia: 'Yes',
    });
    expect(made.statusCode, made.body).toBe(201);
    return { booked, assessment: made.json() as Row };
  }
  const rebook = (booked: Row, start: string, more: Row = {}) =>
    call('PUT', `/models/surgicalCase/${booked.id}`, s.as.doctor, {
      version: booked.version,
      scheduled_start: start,
      scheduled_end: minutes(start, 60),
      ...more,
    });
  /** The one refusal of rebooking `booked` to `start`, on scheduled_start. */
  const refusal = async (booked: Row, start: string) => {
    const refused = await rebook(booked, start);
    expect(refused.statusCode, refused.body).toBe(422);
    const [detail, ...more] = refused.json().details;
    expect(more).toEqual([]);
    expect(detail.field).toBe('scheduled_start');
    return String(detail.message);
  };
  const read = async (model: string, record: Row) =>
    (await call('GET', `/models/${model}/${record.id}`, s.as.anesthesiaNurse)).json();

  it.skipIf(skip)('counts the hours and flags again to the new start', async () => {
    const { booked, assessment } = await assessed();
    expect(assessment).toMatchObject({ fasting_solids_hours: 4.5, fasting_fluids_hours: 1.5 });
    expect(assessment.fasting_flags).toHaveLength(2);

    const later = await rebook(booked, minutes(booked.scheduled_start, 120));
    expect(later.statusCode, later.body).toBe(200);
    expect(await read('preAnesthesia', assessment)).toMatchObject({
      fasting_solids_hours: 6.5,
      fasting_fluids_hours: 3.5,
      fasting_flags: [],
    });

    const earlier = await rebook(later.json(), minutes(booked.scheduled_start, 60));
    expect(earlier.statusCode, earlier.body).toBe(200);
    expect(await read('preAnesthesia', assessment)).toMatchObject({
      fasting_solids_hours: 5.5,
      fasting_fluids_hours: 2.5,
      fasting_flags: [`Solids 5.5 h before the booked start: 6 h needed (${ASA})`],
    });
  });

  it.skipIf(skip)('refuses to move an Elective case declared fit to a time unfasted', async () => {
    // Fasted at its booked start: solids 10 h, clear fluids 2 h.
    const { booked, assessment } = await assessed({ priority: 'Elective' }, -600, -120);
    const start = String(booked.scheduled_start);
    const sooner = minutes(start, -30);
    expect(await refusal(booked, sooner)).toBe(
      `${booked.case_number} is Elective and would not be fasted at ${wall(sooner)}: clear fluids 1.5 h (2 h needed) (${ASA}), while its pre-anesthesia assessment by Anesthesia Nurse Demo (${wall(String(assessment.recorded_at))}) says Fit for Anesthesia: Yes. Book a time when fasting is met, or have the anesthetist reassess first`,
    );
    expect(await read('surgicalCase', booked)).toMatchObject({
      scheduled_start: start,
      version: booked.version,
    });
    expect(await read('preAnesthesia', assessment)).toMatchObject({
      fasting_solids_hours: 10,
      fasting_fluids_hours: 2,
    });

    const later = await rebook(booked, minutes(start, 30));
    expect(later.statusCode, later.body).toBe(200);
    expect(await read('preAnesthesia', assessment)).toMatchObject({
      fasting_solids_hours: 10.5,
      fasting_fluids_hours: 2.5,
      fasting_flags: [],
    });
  });

  it.skipIf(skip)('refuses a start before the recorded last intake', async () => {
    const { booked, assessment } = await assessed({}, -60, -30);
    const start = String(booked.scheduled_start);
    const tooSoon = minutes(start, -45);
    expect(await refusal(booked, tooSoon)).toBe(
      `${booked.case_number} cannot start at ${wall(tooSoon)}: its pre-anesthesia assessment by Anesthesia Nurse Demo (${wall(String(assessment.recorded_at))}) records Last Clear Fluids at ${wall(minutes(start, -30))}, after that time. Book a later time, or have the anesthetist correct the assessment first`,
    );
  });

  it.skipIf(skip)('refuses making an unfasted case declared fit Elective', async () => {
    // Urgent, declared fit unfasted (a full-stomach anesthetic): not as an Elective case.
    const { booked } = await assessed();
    const elective = await call('PUT', `/models/surgicalCase/${booked.id}`, s.as.doctor, {
      version: booked.version,
      priority: 'Elective',
    });
    expect(elective.statusCode).toBe(422);
    expect(elective.json().details).toEqual([
      expect.objectContaining({
        field: 'priority',
        message: expect.stringContaining(
          'solids 4.5 h (6 h needed), clear fluids 1.5 h (2 h needed)',
        ),
      }),
    ]);
    const emergency = await call('PUT', `/models/surgicalCase/${booked.id}`, s.as.doctor, {
      version: booked.version,
      priority: 'Emergency',
    });
    expect(emergency.statusCode, emergency.body).toBe(200);
  });
});
