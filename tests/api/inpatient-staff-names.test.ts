// Staff named by name (issue 21, ward-fixes), on both databases: the rules stamp who did
// something by their account's e-mail (an order sheet's writer and the nurse acknowledging it, a
// note's signer), and answers name them: the record, its list and its admission's related lists
// carry `titles` for those stamps, the physician record with that e-mail giving the name, else
// the account's; a refusal naming a note's author says their name, not their e-mail.
import { beforeAll, describe, expect, it } from 'vitest';
import { createRecord, signIn } from '../helpers/app';
import { dialectCases } from '../helpers/databases';
import { physicianBody } from '../helpers/patients';
import { ORDER_SHEET } from '../helpers/ward-fixtures';
import { useWardSuite } from '../helpers/ward-suite';

type Row = Record<string, unknown>;

describe.each(dialectCases)('staff named by name on $dialect', ({ make, skip }) => {
  // 10:00 on the hospital's clock (America/New_York); admitted at 08:00.
  const now = new Date('2026-11-26T15:00:00Z');
  const w = useWardSuite({ make, skip }, () => now);
  const { call, move } = w;
  let admission: Row;

  beforeAll(async () => {
    if (skip) return;
    // The senior doctor's physician record carries their account's e-mail: it names them.
    const hr = (await signIn(w.app(), 'hr-manager@tena.demo')).headers;
    await createRecord(
      w.app(),
      hr,
      'physician',
      physicianBody(w.f.department, {
        first_name: 'Dawit',
        last_name: 'Alemu',
        email: 'senior-doctor@tena.demo',
        license_number: `MD-SN-${process.pid}`,
      }),
    );
    admission = await w.f.admit(await w.f.patient(), w.f.ward.rooms.general.beds[0] as number, {
      admitted_at: '2026-11-26T13:00:00Z',
    });
  }, 60_000);

  it.skipIf(skip)(
    "an order sheet's writer and the nurse who acknowledged it, by name in its answers",
    async () => {
      const sheet = await call('POST', 'orderSheet', w.f.as.seniorDoctor, {
        admission: admission.id,
        ...ORDER_SHEET,
      });
      expect(sheet.statusCode, sheet.body).toBe(201);
      const id = Number(sheet.json().id);
      const acknowledged = await move('orderSheet', id, 'Acknowledged', w.f.as.ipdNurse);
      expect(acknowledged.statusCode, acknowledged.body).toBe(200);
      const names = {
        recorded_by: { 'senior-doctor@tena.demo': 'Dawit Alemu' },
        acknowledged_by: { 'ipd-nurse@tena.demo': 'IPD Nurse Demo' },
      };

      const record = await call('GET', `orderSheet/${id}`, w.f.as.doctor);
      expect(record.json()).toMatchObject({
        recorded_by: 'senior-doctor@tena.demo',
        acknowledged_by: 'ipd-nurse@tena.demo',
        titles: names,
      });
      const list = await call('GET', `orderSheet?filter[admission]=${admission.id}`, w.f.as.doctor);
      expect(list.json().titles).toMatchObject(names);
      const related = await call('GET', `impatient/${admission.id}/related`, w.f.as.doctor);
      expect(related.statusCode, related.body).toBe(200);
      const sheets = (related.json().lists as { model: string; titles: Row }[]).find(
        (entry) => entry.model === 'orderSheet',
      );
      expect(sheets?.titles).toMatchObject({ recorded_by: names.recorded_by });
    },
  );

  it.skipIf(skip)("a refusal to sign another's note names its author", async () => {
    const note = await call('POST', 'progressNote', w.f.as.seniorDoctor, {
      admission: admission.id,
      subjective: 'Less breathless overnight.',
      objective: 'SpO2 94% on 2 L/min.',
      assessment: 'Pneumonia, improving.',
      plan: 'Continue antibiotics.',
    });
    expect(note.statusCode, note.body).toBe(201);
    const refused = await move('progressNote', Number(note.json().id), 'Signed', w.f.as.doctor);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe(
      'Dawit Alemu wrote this progress note: only its author or a Senior Doctor may sign it.',
    );
  });
});
