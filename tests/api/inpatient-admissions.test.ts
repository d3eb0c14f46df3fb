// Admissions (issue 21), on both databases: an admission takes a Vacant bed (409 BED_OCCUPIED
// naming the bed and when it frees otherwise), one open admission per patient, the bed on the
// admission's ward, a bed or ward changed only by a transfer; the bed is Occupied with the
// patient; a visit or emergency it came from closes as Admitted; ten admissions to one bed at
// once give one.
import { describe, expect, it } from 'vitest';
import { signIn } from '../helpers/app';
import { dialectCases } from '../helpers/databases';
import { useWardSuite } from '../helpers/ward-suite';

type Row = Record<string, unknown>;

describe.each(dialectCases)('admissions on $dialect', ({ make, skip }) => {
  // 10:15 in the hospital (America/New_York) on 24 November 2026.
  const now = new Date('2026-11-24T15:15:00Z');
  const w = useWardSuite({ make, skip }, () => now);
  const { call, read, move } = w;
  const admitResponse = async (patient: number, bed: number, more: Row = {}, headers?: Row) =>
    call(
      'POST',
      'impatient',
      (headers ?? w.f.as.doctor) as Record<string, string>,
      await w.f.admissionBody(patient, bed, more),
    );

  it.skipIf(skip)('admits into a Vacant bed, which holds the patient from then on', async () => {
    const room = await w.f.newRoom(w.f.ward, 2);
    const patient = await w.f.patient({ first_name: 'Almaz' });
    const admission = await w.f.admit(patient, room.beds[0] as number);
    expect(admission.admission_number).toMatch(/^IPD-2026-\d{6}$/);
    expect(admission).toMatchObject({
      status: 'Admitted',
      room: room.id,
      ward: w.f.ward.id,
      charged_through: '2026-11-24',
    });
    expect(Date.parse(String(admission.admitted_at))).toBe(now.getTime());
    const bed = await read('bed', room.beds[0] as number);
    expect(bed).toMatchObject({ status: 'Occupied', admission: admission.id, patient });
    expect(Date.parse(String(bed.occupied_since))).toBe(now.getTime());
  });

  it.skipIf(skip)(
    'refuses an occupied, cleaning or out-of-service bed, naming when it frees',
    async () => {
      const room = await w.f.newRoom(w.f.ward, 2);
      const [bedA, bedB] = room.beds as [number, number];
      const first = await w.f.admit(await w.f.patient(), bedA);
      const taken = await admitResponse(await w.f.patient(), bedA);
      expect(taken.statusCode).toBe(409);
      expect(taken.json()).toMatchObject({
        code: 'BED_OCCUPIED',
        details: [
          {
            field: 'bed',
            message: `Bed ${room.bedNumbers[0]} is occupied by ${first.admission_number} since 24 Nov 2026 10:15; it frees when that patient is discharged or moved`,
          },
        ],
      });
      const ordered = await move(
        'impatient',
        Number(first.id),
        'Discharge Ordered',
        w.f.as.doctor,
        {
          discharge_disposition: 'Home',
        },
      );
      expect(ordered.statusCode, ordered.body).toBe(200);
      const again = await admitResponse(await w.f.patient(), bedA);
      expect(again.json().message).toBe(
        `Bed ${room.bedNumbers[0]} is occupied by ${first.admission_number} since 24 Nov 2026 10:15; discharge was ordered at 24 Nov 2026 10:15: it frees when that patient is discharged`,
      );
      const out = await move('bed', bedB, 'Out of Service', w.f.as.ipdNurse, {
        out_of_service_reason: 'Broken side rail',
      });
      expect(out.statusCode, out.body).toBe(200);
      const broken = await admitResponse(await w.f.patient(), bedB);
      expect(broken.statusCode).toBe(409);
      expect(broken.json().message).toBe(
        `Bed ${room.bedNumbers[1]} is out of service (Broken side rail): it frees when the Liaison Manager returns it to service`,
      );
    },
  );

  it.skipIf(skip)('one open admission per patient; admitted_at never in the future', async () => {
    const room = await w.f.newRoom(w.f.ward, 2);
    const patient = await w.f.patient();
    const first = await w.f.admit(patient, room.beds[0] as number);
    const second = await admitResponse(patient, room.beds[1] as number);
    expect(second.statusCode).toBe(409);
    expect(second.json()).toMatchObject({
      code: 'ALREADY_ADMITTED',
      message: `This patient is already admitted: ${first.admission_number} (bed ${room.bedNumbers[0]}, since 24 Nov 2026 10:15). Transfer them within that admission, or discharge it first`,
    });
    const future = await admitResponse(await w.f.patient(), room.beds[1] as number, {
      admitted_at: '2026-11-24T18:00:00Z',
    });
    expect(future.statusCode).toBe(422);
    expect(future.json().details).toEqual([
      {
        field: 'admitted_at',
        message:
          'Admitted At cannot be in the future (it is now 24 Nov 2026 10:15): enter when the patient was admitted',
      },
    ]);
  });

  it.skipIf(skip)(
    'a bed or ward changes only by a transfer; a bed of another ward is refused',
    async () => {
      const room = await w.f.newRoom(w.f.ward, 2);
      const admission = await w.f.admit(await w.f.patient(), room.beds[0] as number);
      const moved = await call('PUT', `impatient/${admission.id}`, w.f.as.doctor, {
        version: admission.version,
        bed: room.beds[1],
      });
      expect(moved.statusCode).toBe(422);
      expect(moved.json().details).toEqual([
        { field: 'bed', message: 'Use Transfer to move the patient' },
      ]);
      const other = await w.f.newWard();
      const elsewhere = await call(
        'POST',
        'impatient',
        w.f.as.doctor,
        await w.f.admissionBody(await w.f.patient(), other.rooms.general.beds[0] as number, {
          ward: w.f.ward.id,
        }),
      );
      expect(elsewhere.statusCode).toBe(422);
      expect(elsewhere.json().details[0].field).toBe('bed');
    },
  );

  it.skipIf(skip)(
    'closes the visit and the emergency the patient came from as Admitted',
    async () => {
      const admin = (await signIn(w.app(), 'admin@tena.demo')).headers;
      await call('POST', 'department', admin, {
        name: 'Emergency',
        code: 'ER',
        department_type: 'Clinical',
      });
      const room = await w.f.newRoom(w.f.ward, 2);
      const walkIn = await w.f.patient();
      const visit = await call('POST', 'visit', w.f.as.reception, {
        patient: walkIn,
        department: w.f.department,
        visit_type: 'New',
      });
      expect(visit.statusCode, visit.body).toBe(201);
      const fromVisit = await w.f.admit(walkIn, room.beds[0] as number, { visit: visit.json().id });
      expect(await read('visit', visit.json().id, w.f.as.doctor)).toMatchObject({
        status: 'Admitted',
        outcome_notes: `Admitted as ${fromVisit.admission_number}`,
      });

      const brought = await w.f.patient();
      const emergency = await call('POST', 'emergency', w.f.as.emergencyNurse, {
        patient: brought,
        arrival_mode: 'Ambulance',
        chief_complaint: 'Shortness of breath',
      });
      expect(emergency.statusCode, emergency.body).toBe(201);
      const fromEmergency = await w.f.admit(
        brought,
        room.beds[1] as number,
        { emergency: emergency.json().id },
        w.f.as.emergencyNurse,
      );
      expect(fromEmergency.visit).toBe(emergency.json().visit);
      expect(await read('emergency', emergency.json().id, w.f.as.doctor)).toMatchObject({
        status: 'Disposed',
        disposition: 'Admitted',
      });
      expect(await read('visit', emergency.json().visit, w.f.as.doctor)).toMatchObject({
        status: 'Admitted',
      });
    },
  );

  it.skipIf(skip)('of ten admissions to one bed at once, one is made', async () => {
    const room = await w.f.newRoom(w.f.ward, 1);
    const bed = room.beds[0] as number;
    const patients: number[] = [];
    for (let i = 0; i < 10; i += 1) patients.push(await w.f.patient());
    const bodies = await Promise.all(patients.map((p) => w.f.admissionBody(p, bed)));
    const answers = await Promise.all(
      bodies.map((body) => call('POST', 'impatient', w.f.as.doctor, body)),
    );
    const codes = answers.map((a) => a.statusCode).sort();
    expect(codes).toEqual([201, 409, 409, 409, 409, 409, 409, 409, 409, 409]);
    for (const answer of answers.filter((a) => a.statusCode === 409))
      expect(answer.json().code).toBe('BED_OCCUPIED');
    const holders = await call('GET', `impatient?filter[bed]=${bed}`, w.f.as.doctor);
    expect(holders.json().rows).toHaveLength(1);
  });
});
