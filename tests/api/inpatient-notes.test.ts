// The ward's clinical records (issue 21, records), on both databases: notes and order sheets take
// the admission's patient, writer and time (never in the future or before the admission) and
// close with it; a note is signed by its author or a Senior Doctor and then locked; a new order
// sheet supersedes the current one, and its writer never acknowledges it; one discharge summary
// per admission, finished and signed after discharge, printed as JSON and PDF.
import { beforeAll, describe, expect, it } from 'vitest';
import { signIn } from '../helpers/app';
import { dialectCases } from '../helpers/databases';
import { pdfPages } from '../helpers/pdf-text';
import { prescriptionFixtures } from '../helpers/prescription-fixtures';
import { stockFixtures } from '../helpers/stock-fixtures';
import { ORDER_SHEET } from '../helpers/ward-fixtures';
import { useWardSuite } from '../helpers/ward-suite';

type Row = Record<string, unknown>;
type Headers = Record<string, string>;

const PROGRESS = {
  subjective: 'Less breathless overnight; cough productive of green sputum.',
  objective: 'T 37.9, P 96, RR 22, SpO2 94% on 2 L/min; crackles right base.',
  assessment: 'Right lower lobe pneumonia, improving on ceftriaxone.',
  plan: 'Continue IV antibiotics; wean oxygen to keep SpO2 above 92%.',
};

const lines = (list: { label: string; value: string }[]) =>
  Object.fromEntries(list.map((line) => [line.label, line.value]));

describe.each(dialectCases)(
  'ward notes, order sheets and the discharge summary on $dialect',
  ({ make, skip }) => {
    // 10:00 on the hospital's clock (America/New_York by default); admitted at 08:00.
    const now = new Date('2026-11-26T15:00:00Z');
    const w = useWardSuite({ make, skip }, () => now);
    const { call, move, read } = w;
    let patient: number;
    let admission: Row;
    let number: string;
    let admin: Headers;

    const write = (model: string, body: Row, headers: Headers = w.f.as.doctor) =>
      call('POST', model, headers, { admission: admission.id, ...body });
    const made = async (model: string, body: Row, headers?: Headers) => {
      const response = await write(model, body, headers);
      expect(response.statusCode, response.body).toBe(201);
      return response.json() as Row;
    };

    beforeAll(async () => {
      if (skip) return;
      admin = (await signIn(w.app(), 'admin@tena.demo')).headers as Headers;
      patient = await w.f.patient({
        first_name: 'Meron',
        middle_name: 'Alemu',
        last_name: 'Haile',
        sex: 'Female',
        date_of_birth: '1972-05-14',
      });
      admission = await w.f.admit(patient, w.f.ward.rooms.general.beds[0] as number, {
        admitted_at: '2026-11-26T13:00:00Z',
      });
      number = String(admission.admission_number);
    }, 60_000);

    it.skipIf(skip)(
      "a note takes the admission's patient, its writer and the time; a client's patient is refused",
      async () => {
        const other = await w.f.patient();
        const sent = await write('progressNote', { ...PROGRESS, patient: other });
        expect(sent.statusCode).toBe(422);
        expect(sent.json().details).toEqual([
          {
            field: 'patient',
            message: 'Patient is kept by the server from other records and cannot be written',
          },
        ]);
        const note = await made('progressNote', PROGRESS);
        expect(note).toMatchObject({
          patient,
          recorded_by: 'doctor@tena.demo',
          recorded_at: now.toISOString(),
          status: 'Draft',
          signed_by: null,
        });
      },
    );

    it.skipIf(skip)('a time in the future or before the admission is refused', async () => {
      const future = await write('progressNote', {
        ...PROGRESS,
        recorded_at: '2026-11-26T16:00:00Z',
      });
      expect(future.statusCode).toBe(422);
      expect(future.json().details).toEqual([
        { field: 'recorded_at', message: 'This time is in the future: give the time it happened.' },
      ]);
      const early = await write('orderSheet', {
        ...ORDER_SHEET,
        recorded_at: '2026-11-26T12:30:00Z',
      });
      expect(early.statusCode).toBe(422);
      expect(early.json().details).toEqual([
        {
          field: 'recorded_at',
          message: `This time is before ${number} began (2026-11-26 08:00).`,
        },
      ]);
    });

    it.skipIf(skip)(
      'signing stamps who and when and locks the note; only its author or a Senior Doctor signs',
      async () => {
        const mine = await made('progressNote', PROGRESS);
        const senior = await made('progressNote', PROGRESS, w.f.as.seniorDoctor);
        const refused = await move('progressNote', senior.id as number, 'Signed', w.f.as.doctor);
        expect(refused.statusCode).toBe(403);
        // The author by name (their account's: no physician record has their e-mail here).
        expect(refused.json().message).toBe(
          'Senior Doctor Demo wrote this progress note: only its author or a Senior Doctor may sign it.',
        );
        expect((await read('progressNote', senior.id as number, w.f.as.doctor)).status).toBe(
          'Draft',
        );

        const signed = await move('progressNote', mine.id as number, 'Signed', w.f.as.doctor);
        expect(signed.statusCode, signed.body).toBe(200);
        expect(await read('progressNote', mine.id as number, w.f.as.doctor)).toMatchObject({
          status: 'Signed',
          signed_by: 'doctor@tena.demo',
          signed_at: now.toISOString(),
        });
        const stored = await read('progressNote', mine.id as number, w.f.as.doctor);
        const edit = await call('PUT', `progressNote/${mine.id}`, w.f.as.doctor, {
          version: stored.version,
          plan: 'Changed after signing',
        });
        expect(edit.statusCode, edit.body).toBe(409);
        expect(edit.json().code).toBe('RECORD_LOCKED');

        // A Senior Doctor countersigns a doctor's note.
        const other = await made('progressNote', PROGRESS);
        const countersigned = await move(
          'progressNote',
          other.id as number,
          'Signed',
          w.f.as.seniorDoctor,
        );
        expect(countersigned.statusCode, countersigned.body).toBe(200);
        expect((await read('progressNote', other.id as number, w.f.as.doctor)).signed_by).toBe(
          'senior-doctor@tena.demo',
        );

        const history = await made('patientHistory', {
          chief_complaint: 'Fever and cough for 5 days',
          present_illness: 'Productive cough, pleuritic right chest pain, fever with chills.',
        });
        expect(
          (await move('patientHistory', history.id as number, 'Signed', w.f.as.doctor)).statusCode,
        ).toBe(200);
      },
    );

    it.skipIf(skip)(
      "acceptance and transfer notes take the admission's ward and diagnosis when left empty",
      async () => {
        const accepted = await made('acceptanceNote', {
          presenting_history: 'Referred from the emergency room with hypoxaemic pneumonia.',
          findings: 'Crackles right base, SpO2 88% on air.',
          plan: 'Oxygen, ceftriaxone 1 g IV daily, chest physiotherapy.',
        });
        expect(accepted).toMatchObject({
          accepting_unit: w.f.ward.id,
          working_diagnosis: w.f.disease,
          patient,
        });
        const handover = {
          reason: 'Needs high-flow oxygen and closer monitoring.',
          summary: 'Day 1 of ceftriaxone; oxygen needs rising from 2 to 6 L/min.',
          current_condition: 'Serious',
        };
        const same = await write('transferNote', { ...handover, to_ward: w.f.ward.id });
        expect(same.statusCode).toBe(422);
        expect(same.json().details).toEqual([
          {
            field: 'to_ward',
            message:
              'To Ward is the ward the patient leaves (From Ward): a transfer note hands over to another ward; a move within the ward is a bed transfer.',
          },
        ]);
        const icu = await w.f.newWard({ ward_type: 'Intensive Care' });
        const transfer = await made('transferNote', { ...handover, to_ward: icu.id });
        expect(transfer).toMatchObject({ from_ward: w.f.ward.id, to_ward: icu.id });
      },
    );

    it.skipIf(skip)(
      'a new order sheet supersedes the current one; a nurse acknowledges it, never its writer',
      async () => {
        const first = await made('orderSheet', {
          ...ORDER_SHEET,
          recorded_at: '2026-11-26T13:30:00Z',
        });
        expect(first.status).toBe('Active');
        const acknowledged = await move(
          'orderSheet',
          first.id as number,
          'Acknowledged',
          w.f.as.ipdNurse,
        );
        expect(acknowledged.statusCode, acknowledged.body).toBe(200);
        expect(await read('orderSheet', first.id as number, w.f.as.doctor)).toMatchObject({
          status: 'Acknowledged',
          acknowledged_by: 'ipd-nurse@tena.demo',
          acknowledged_at: now.toISOString(),
        });

        const second = await made('orderSheet', {
          ...ORDER_SHEET,
          vital_sign_frequency: 'Every hour',
        });
        expect(await read('orderSheet', first.id as number, w.f.as.doctor)).toMatchObject({
          status: 'Discontinued',
          discontinue_reason: 'Superseded by the order sheet of 2026-11-26 10:00',
        });
        const current = await call(
          'GET',
          `orderSheet?filter[admission]=${admission.id}&filter[status][in]=Active&filter[status][in]=Acknowledged`,
          w.f.as.ipdNurse,
        );
        expect(current.statusCode, current.body).toBe(200);
        expect(
          (current.json().rows as Row[]).map((row) => [row.id, row.vital_sign_frequency]),
        ).toEqual([[second.id, 'Every hour']]);

        const older = await write('orderSheet', {
          ...ORDER_SHEET,
          recorded_at: '2026-11-26T14:00:00Z',
        });
        expect(older.statusCode).toBe(422);
        expect(older.json().details).toEqual([
          {
            field: 'recorded_at',
            message:
              'The current order sheet was written at 2026-11-26 10:00, after this time: a new order sheet replaces it, so give a time after that.',
          },
        ]);

        // A doctor who also holds the IPD Nurse permission still may not acknowledge their own orders.
        const roles = (
          await w.app().inject({ method: 'GET', url: '/api/roles', headers: admin })
        ).json().rows as { name: string; permissions: string[] }[];
        const doctorRole = roles.find((role) => role.name === 'Doctor') as {
          permissions: string[];
        };
        const grant = (permissions: string[]) =>
          w.app().inject({
            method: 'PUT',
            url: '/api/roles',
            headers: admin,
            payload: { name: 'Doctor', permissions },
          });
        expect((await grant([...doctorRole.permissions, 'IPD Nurse'])).statusCode).toBe(200);
        try {
          const own = await move('orderSheet', second.id as number, 'Acknowledged', w.f.as.doctor);
          expect(own.statusCode).toBe(403);
          expect(own.json().message).toBe(
            'You wrote this order sheet: another person (the nurse taking the orders) acknowledges it.',
          );
        } finally {
          expect((await grant(doctorRole.permissions)).statusCode).toBe(200);
        }
        expect((await read('orderSheet', second.id as number, w.f.as.doctor)).status).toBe(
          'Active',
        );
      },
    );

    it.skipIf(skip)(
      'one discharge summary per admission, signed after discharge and printed as JSON and PDF',
      async () => {
        const stock = await stockFixtures(w.app());
        const rx = await prescriptionFixtures(w.app(), stock);
        const takeHome = await rx.prescribe(patient);
        await rx.item(Number(takeHome.id), {
          product: stock.products.amoxicillin,
          dose: 1,
          dose_unit: stock.units.capsule,
          route: stock.routes.oral,
          frequency: 'Three times daily',
          duration_days: 5,
          instructions: 'Finish the course',
        });
        const someoneElse = await rx.prescribe(await w.f.patient());
        const summary = {
          course:
            'Admitted hypoxaemic with right lower lobe pneumonia.\nTreated with IV ceftriaxone and oxygen; afebrile from day 3.',
          procedures: 'Chest X-ray (PA)',
          condition_at_discharge: 'Improved',
          follow_up: 'Medical OPD in 2 weeks with a repeat chest X-ray.',
          instructions: 'Return at once if breathless or feverish again.',
        };
        const foreign = await write('dischargeSummary', {
          ...summary,
          take_home_prescription: someoneElse.id,
        });
        expect(foreign.statusCode).toBe(422);
        expect(foreign.json().details.map((d: Row) => d.field)).toEqual(['take_home_prescription']);

        const made1 = await made('dischargeSummary', {
          ...summary,
          take_home_prescription: takeHome.id,
        });
        expect(made1).toMatchObject({ final_diagnosis: w.f.disease, patient, status: 'Draft' });
        const second = await write('dischargeSummary', summary, w.f.as.seniorDoctor);
        expect(second.statusCode).toBe(409);
        expect(second.json()).toMatchObject({
          code: 'SUMMARY_EXISTS',
          details: [
            {
              field: 'admission',
              message: `${number} already has its discharge summary (discharge summary ${made1.id}, written 2026-11-26 10:00, Draft): an admission has one; open that one to finish or sign it.`,
            },
          ],
        });

        // The stay's charges billed, the patient leaves: the ward's records close, the summary does not.
        const ordered = await move(
          'impatient',
          Number(admission.id),
          'Discharge Ordered',
          w.f.as.doctor,
          {
            discharge_disposition: 'Home',
          },
        );
        expect(ordered.statusCode, ordered.body).toBe(200);
        const charges = (
          await call(
            'GET',
            `charge?filter[patient]=${patient}&filter[status]=Unbilled`,
            w.f.as.liaisonCashier,
          )
        ).json().rows as Row[];
        expect(charges.length).toBeGreaterThan(0);
        const invoice = await call('POST', 'invoice', w.f.as.liaisonCashier, {
          patient,
          invoice_date: '2026-11-26',
          cashier_point: 'Liaison',
          items: charges.map((charge) => ({
            charge: charge.id,
            service: charge.service,
            quantity: 1,
          })),
        });
        expect(invoice.statusCode, invoice.body).toBe(201);
        const left = await move('impatient', Number(admission.id), 'Discharged', w.f.as.ipdNurse);
        expect(left.statusCode, left.body).toBe(200);
        const closed = await write('progressNote', PROGRESS);
        expect(closed.statusCode).toBe(422);
        expect(closed.json().details.map((d: Row) => d.field)).toEqual(['admission']);
        const lateOrders = await write('orderSheet', ORDER_SHEET);
        expect(lateOrders.statusCode).toBe(422);

        const stored = await read('dischargeSummary', made1.id as number, w.f.as.doctor);
        const edited = await call('PUT', `dischargeSummary/${made1.id}`, w.f.as.doctor, {
          version: stored.version,
          other_diagnoses: 'Type 2 diabetes mellitus',
        });
        expect(edited.statusCode, edited.body).toBe(200);
        const signed = await move('dischargeSummary', made1.id as number, 'Signed', w.f.as.doctor);
        expect(signed.statusCode, signed.body).toBe(200);

        const document = await w.app().inject({
          method: 'GET',
          url: `/api/inpatient/discharge-summaries/${made1.id}/summary`,
          headers: w.f.as.ipdNurse,
        });
        expect(document.statusCode, document.body).toBe(200);
        const doc = document.json();
        expect(doc).toMatchObject({
          kind: 'dischargeSummary',
          filename: `${number} discharge summary.pdf`,
          title: 'Discharge Summary',
          procedures: ['Chest X-ray (PA)'],
          course: [
            'Admitted hypoxaemic with right lower lobe pneumonia.',
            'Treated with IV ceftriaxone and oxygen; afebrile from day 3.',
          ],
          condition: 'Improved',
          prescription: takeHome.prescription_number,
          followUp: ['Medical OPD in 2 weeks with a repeat chest X-ray.'],
          advice: ['Return at once if breathless or feverish again.'],
        });
        expect(doc.notice).toBeUndefined();
        expect(lines(doc.patient)).toEqual({
          Name: 'Meron Alemu Haile',
          MRN: expect.stringMatching(/^MRN-\d{4}-\d{6}$/),
          Age: '54 y',
          Sex: 'Female',
        });
        expect(lines(doc.stay)).toEqual({
          'Admission Number': number,
          Admitted: 'November 26, 2026, 8:00 AM',
          Discharged: 'November 26, 2026, 10:00 AM',
          Ward: expect.stringMatching(/ Medical Ward, room .+-101, bed .+-101-A$/),
          'Admitting Doctor': expect.stringMatching(/^Dr\. /),
          Disposition: 'Home',
        });
        expect(lines(doc.diagnoses)).toEqual({
          'Admission Diagnosis': 'J18.9 Pneumonia, unspecified',
          'Final Diagnosis': 'J18.9 Pneumonia, unspecified',
          'Other Diagnoses': 'Type 2 diabetes mellitus',
        });
        expect(doc.medicines.rows).toEqual([
          [
            'Amoxicillin 500 mg capsule',
            '1 capsule',
            'Oral',
            'Three times daily',
            '5 days',
            expect.stringMatching(/capsule.*for 5 days\. Finish the course$/),
          ],
        ]);
        expect(lines(doc.signature)).toEqual({
          'Written By': expect.stringMatching(/, November 26, 2026, 10:00 AM$/),
          'Signed By': expect.stringMatching(/, November 26, 2026, 10:00 AM$/),
        });

        const pdf = await w.app().inject({
          method: 'GET',
          url: `/api/inpatient/discharge-summaries/${made1.id}/summary.pdf`,
          headers: w.f.as.liaisonManager,
        });
        expect(pdf.statusCode).toBe(200);
        expect(pdf.headers['content-type']).toBe('application/pdf');
        expect(pdf.rawPayload.subarray(0, 4).toString()).toBe('%PDF');
        const pages = await pdfPages(pdf.rawPayload);
        expect(pages[0]?.width).toBeCloseTo(595.28, 0);
        const text = pages.map((page) => page.text).join(' ');
        for (const words of [
          'Meron Alemu Haile',
          'J18.9 Pneumonia, unspecified',
          'Amoxicillin 500 mg capsule',
          'Medical OPD in 2 weeks',
        ])
          expect(text).toContain(words);

        const reception = await w.app().inject({
          method: 'GET',
          url: `/api/inpatient/discharge-summaries/${made1.id}/summary`,
          headers: w.f.as.reception,
        });
        expect(reception.statusCode).toBe(403);
        const none = await w.app().inject({
          method: 'GET',
          url: '/api/inpatient/discharge-summaries/999999/summary',
          headers: w.f.as.doctor,
        });
        expect(none.statusCode).toBe(404);
      },
      60_000,
    );
  },
);
