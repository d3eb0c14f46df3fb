// The ward bed board and the wards' census (issue 21), on both databases, on the test's clock:
// each ward's rooms and beds with their state, patient, admission, days since admission and
// alerts (allergies, the latest chart's flags, a discharge ordered), as far as the reader may
// read them; each ward's beds by state and the day's admissions, discharges and transfers; who
// may open them; and the board's news on socket.io after a committed write.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type {
  BedBoard,
  BedBoardWatchAck,
  BoardBed,
  WardCensus,
} from '../../src/engine/wire/bed-board';
import { createRecord, signIn } from '../helpers/app';
import { dialectCases } from '../helpers/databases';
import { connected, socketClients } from '../helpers/sockets';
import { stockFixtures } from '../helpers/stock-fixtures';
import type { WardLayout } from '../helpers/ward-fixtures';
import { useWardSuite } from '../helpers/ward-suite';

type Headers = Record<string, string>;

describe.each(dialectCases)('the bed board on $dialect', ({ make, skip }) => {
  // 08:00 in the hospital (America/New_York) on 27 February 2026; the board is read on 2 March.
  let now = new Date('2026-02-27T13:00:00Z');
  const w = useWardSuite({ make, skip }, () => now);
  const sockets = socketClients(() => url);
  let url: string;
  let second: WardLayout;
  const ids = {} as Record<'abebe' | 'sara' | 'kebede', number>;
  const admissions = {} as Record<'abebe' | 'sara' | 'kebede', number>;

  const api = (path: string, headers: Headers) =>
    w.app().inject({ method: 'GET', url: `/api/inpatient/${path}`, headers });
  const board = async (path: string, headers: Headers) => {
    const response = await api(path, headers);
    expect(response.statusCode, response.body).toBe(200);
    return response.json() as BedBoard;
  };
  const bedOf = (read: BedBoard, id: number) =>
    read.wards.flatMap((ward) => ward.rooms.flatMap((room) => room.beds)).find((b) => b.id === id);

  beforeAll(async () => {
    if (skip) return;
    const { f } = w;
    url = await w.app().listen({ port: 0, host: '127.0.0.1' });
    second = await f.newWard({ name: 'Surgical Ward', ward_type: 'Surgical' });
    ids.abebe = await f.patient({
      first_name: 'Abebe',
      middle_name: 'Tadesse',
      last_name: 'Kebede',
      sex: 'Male',
      date_of_birth: '1971-05-10',
      allergies: 'Sulfa drugs',
    });
    ids.sara = await f.patient({ first_name: 'Sara', last_name: 'Tesfaye', allergies: 'None' });
    ids.kebede = await f.patient({ first_name: 'Kebede', last_name: 'Alemu' });
    // Abebe came in three days before the board is read.
    admissions.abebe = Number(
      (await f.admit(ids.abebe, f.ward.rooms.general.beds[0] as number)).id,
    );
    now = new Date('2026-03-02T13:00:00Z');
    admissions.sara = Number((await f.admit(ids.sara, f.ward.rooms.private.beds[0] as number)).id);
    admissions.kebede = Number(
      (await f.admit(ids.kebede, second.rooms.general.beds[0] as number)).id,
    );
  }, 120_000);
  afterAll(() => sockets.closeAll());

  it.skipIf(skip)('shows each bed with its patient, admission, days and alerts', async () => {
    const { f } = w;
    const allergy = await w.call('POST', 'allergySheet', f.as.doctor, {
      admission: admissions.abebe,
      allergen: 'Penicillin',
      allergen_type: 'Drug',
      reaction: 'Urticaria',
      severity: 'Severe',
      source: 'Patient',
    });
    expect(allergy.statusCode, allergy.body).toBe(201);
    const chart = await w.call('POST', 'regularVitalChart', f.as.ipdNurse, {
      admission: admissions.abebe,
      temperature: 38.9,
      pulse: 124,
      respiratory_rate: 24,
      bp_systolic: 118,
      bp_diastolic: 72,
      spo2: 91,
    });
    expect(chart.statusCode, chart.body).toBe(201);
    const ordered = await w.move('impatient', admissions.abebe, 'Discharge Ordered', f.as.doctor, {
      discharge_disposition: 'Home',
    });
    expect(ordered.statusCode, ordered.body).toBe(200);

    const read = await board(`board?ward=${f.ward.id}`, f.as.doctor);
    expect(read.wards.map((ward) => ward.id)).toEqual([f.ward.id]);
    expect(read.choices.map((choice) => choice.id)).toEqual(
      expect.arrayContaining([f.ward.id, second.id]),
    );
    const [ward] = read.wards;
    expect(ward?.rooms.map((room) => room.room_number)).toEqual([
      f.ward.rooms.general.room_number,
      f.ward.rooms.private.room_number,
    ]);
    expect(ward?.counts).toEqual({ Vacant: 1, Occupied: 2, Cleaning: 0, 'Out of Service': 0 });
    const abebe = bedOf(read, f.ward.rooms.general.beds[0] as number) as BoardBed;
    expect(abebe).toMatchObject({
      bed_number: f.ward.rooms.general.bedNumbers[0],
      status: 'Occupied',
      patient: { id: ids.abebe, name: 'Abebe Tadesse Kebede', sex: 'Male', age: '54 y' },
      admission: {
        id: admissions.abebe,
        status: 'Discharge Ordered',
        days: 3,
        diagnosis: 'J18.9 Pneumonia, unspecified',
      },
    });
    expect(abebe.patient?.mrn).toMatch(/^MRN-/);
    expect(abebe.admission?.admission_number).toMatch(/^IPD-2026-\d{6}$/);
    expect(abebe.admission?.doctor).toMatch(/\S/);
    expect(abebe.alerts.map((alert) => alert.kind)).toEqual([
      'allergy',
      'allergy',
      'discharge',
      'vitals',
    ]);
    expect(abebe.alerts[0]?.text).toBe('Allergy: Penicillin (Severe, Urticaria)');
    expect(abebe.alerts[1]?.text).toBe('Known allergies: Sulfa drugs');
    expect(abebe.alerts[3]?.text).toMatch(/^Vital Signs Chart: .*Pulse/);
    // "None" on the patient's record is no allergy; admitted today is day 0.
    const sara = bedOf(read, f.ward.rooms.private.beds[0] as number);
    expect(sara).toMatchObject({ status: 'Occupied', admission: { days: 0 }, alerts: [] });
    const vacant = bedOf(read, f.ward.rooms.general.beds[1] as number);
    expect(vacant).toMatchObject({ status: 'Vacant', patient: null, admission: null, alerts: [] });

    // All wards when none is named.
    const all = await board('board', f.as.ipdNurse);
    expect(all.wards.map((each) => each.id)).toEqual(
      expect.arrayContaining([f.ward.id, second.id]),
    );
    // The IPD Nurse reads physicians (the admitting doctor she picks when admitting).
    expect(bedOf(all, f.ward.rooms.general.beds[0] as number)?.admission).toMatchObject({
      doctor: abebe.admission?.doctor,
      days: 3,
    });
    // The Liaison Cashier reads no physicians: the doctor is left out, the rest is there; nor
    // allergy sheets nor charts: those alerts are left out.
    const cashier = await board(`board?ward=${f.ward.id}`, f.as.liaisonCashier);
    expect(bedOf(cashier, f.ward.rooms.general.beds[0] as number)?.admission).toMatchObject({
      doctor: null,
      days: 3,
    });
    const kinds = bedOf(cashier, f.ward.rooms.general.beds[0] as number)?.alerts.map(
      (alert) => alert.kind,
    );
    expect(kinds).not.toContain('vitals');
    expect(kinds).toContain('discharge');
  });

  it.skipIf(skip)("counts each ward's beds and the day's movements", async () => {
    const { f } = w;
    // Kebede moves from the surgical ward to the medical ward's free general bed.
    const moved = await createRecord(w.app(), f.as.ipdNurse, 'bedTransfer', {
      admission: admissions.kebede,
      to_ward: f.ward.id,
      to_bed: f.ward.rooms.general.beds[1],
      reason: 'Needs medical care',
    });
    expect(moved.status).toBe('Done');
    const out = await w.move(
      'bed',
      second.rooms.private.beds[0] as number,
      'Out of Service',
      f.as.liaisonManager,
      {
        out_of_service_reason: 'Broken side rail',
      },
    );
    expect(out.statusCode, out.body).toBe(200);

    const census = (await (await api('census', f.as.liaisonManager)).json()) as WardCensus;
    expect(census.date).toBe('2026-03-02');
    const row = (id: number) => census.rows.find((each) => each.ward.id === id);
    expect(row(f.ward.id)).toMatchObject({
      beds: 3,
      occupied: 3,
      vacant: 0,
      cleaning: 0,
      out_of_service: 0,
      occupancy_percent: 100,
      admissions: 1,
      discharges: 0,
      transfers_in: 1,
      transfers_out: 0,
    });
    expect(row(second.id)).toMatchObject({
      beds: 3,
      occupied: 0,
      vacant: 1,
      cleaning: 1,
      out_of_service: 1,
      occupancy_percent: 0,
      admissions: 1,
      transfers_in: 0,
      transfers_out: 1,
    });
    expect(census.totals.ward.name).toBe('All wards');
    // Abebe's admission was counted on its own day.
    const before = (await (
      await api('census?date=2026-02-27', f.as.ipdNurse)
    ).json()) as WardCensus;
    expect(before.rows.find((each) => each.ward.id === f.ward.id)).toMatchObject({
      admissions: 1,
      transfers_in: 0,
    });
  });

  it.skipIf(skip)('refuses readers who may not view beds, and bad questions', async () => {
    const { f } = w;
    for (const path of ['board', 'census']) {
      const refused = await api(path, f.as.reception);
      expect(refused.statusCode).toBe(403);
      expect(refused.json()).toMatchObject({
        code: 'FORBIDDEN',
        message:
          'The bed board and the ward census are for those who may view beds: your role may not.',
      });
    }
    expect((await api('board?ward=abc', f.as.ipdNurse)).statusCode).toBe(400);
    expect((await api('board?ward=999999', f.as.ipdNurse)).statusCode).toBe(404);
    const badDay = await api('census?date=2026-02-30', f.as.ipdNurse);
    expect(badDay.statusCode).toBe(400);
    expect(badDay.json().details).toEqual([
      {
        field: 'date',
        message: 'date must be a calendar day such as 2026-03-02, not "2026-02-30".',
      },
    ]);
  });

  it.skipIf(skip)('tells the board’s watchers of beds, admissions and transfers', async () => {
    const { f } = w;
    const nurse = sockets.open((await signIn(w.app(), 'ipd-nurse@tena.demo')).accessToken);
    const reception = sockets.open((await signIn(w.app(), 'reception@tena.demo')).accessToken);
    for (const client of [nurse, reception]) await connected(client.socket);
    const watch = (client: typeof nurse) =>
      client.socket.emitWithAck('beds:watch', {}) as Promise<BedBoardWatchAck>;
    const granted = await watch(nurse);
    expect(granted).toEqual({ ok: true, changes: expect.stringMatching(/^\S+-\d+$/) });
    expect(await watch(reception)).toMatchObject({ ok: false, error: { status: 403 } });
    // A board read with no news since the watch began names the same news: nothing to re-read.
    const quiet = await board(`board?ward=${second.id}`, f.as.ipdNurse);
    expect(quiet.changes).toBe(granted.ok && granted.changes);
    const news = (client: typeof nurse) => client.heardOf('beds:changed').length;
    // The bed Kebede left is cleaned.
    const cleaned = await w.move(
      'bed',
      second.rooms.general.beds[0] as number,
      'Vacant',
      f.as.ipdNurse,
    );
    expect(cleaned.statusCode, cleaned.body).toBe(200);
    await expect.poll(() => news(nurse)).toBe(1);
    // The next watch granted names newer news than that read.
    const later = await watch(nurse);
    expect(later.ok && later.changes).not.toBe(quiet.changes);
    await f.admit(await f.patient({ first_name: 'Hana' }), second.rooms.general.beds[0] as number);
    await expect.poll(() => news(nurse)).toBe(2);
    // A refused admission (the bed is taken) commits nothing, so nobody hears of it.
    const taken = await w.call(
      'POST',
      'impatient',
      f.as.doctor,
      await f.admissionBody(
        await f.patient({ first_name: 'Yonas' }),
        second.rooms.general.beds[0] as number,
      ),
    );
    expect(taken.statusCode).toBe(409);
    const board2 = await board(`board?ward=${second.id}`, f.as.ipdNurse);
    expect(bedOf(board2, second.rooms.general.beds[0] as number)?.patient?.name).toMatch(/^Hana /);
    expect(news(nurse)).toBe(2);
    expect(news(reception)).toBe(0);
  });

  it.skipIf(skip)(
    "counts an admission's active orders and their doses due and overdue",
    async () => {
      const { f } = w;
      const s = await stockFixtures(w.app());
      const room = await f.newRoom(second, 1);
      now = new Date('2026-03-02T13:00:00Z');
      const admission = Number(
        (await f.admit(await f.patient({ first_name: 'Tigist' }), room.beds[0] as number)).id,
      );
      // Four times daily from 06:00 on the ward (11:00Z): at 10:10 (15:10Z) the 06:00 dose is
      // held with its reason and the 12:00 one not yet due; a one-off dose at 10:00 is due.
      now = new Date('2026-03-02T15:10:00Z');
      const order = async (body: Record<string, unknown>) => {
        const made = await w.call('POST', 'medicationOrder', f.as.doctor, {
          admission,
          sheet: 'Continuous',
          product: s.products.paracetamol,
          dose: 1000,
          dose_unit: s.units.mg,
          frequency: 'Four times daily',
          start_at: '2026-03-02T11:00:00.000Z',
          duration_days: 3,
          indication: 'Fever',
          ...body,
        });
        expect(made.statusCode, made.body).toBe(201);
        return made.json().id as number;
      };
      const regular = await order({});
      await order({ sheet: 'Single-time', start_at: '2026-03-02T15:00:00.000Z' });
      const held = await w.call('POST', 'medicationAdministration', f.as.ipdNurse, {
        medication_order: regular,
        scheduled_at: '2026-03-02T11:00:00.000Z',
        outcome: 'Held',
        reason: 'Nil by mouth',
      });
      expect(held.statusCode, held.body).toBe(201);
      const alertsOf = async (path: string) =>
        bedOf(await board(path, f.as.ipdNurse), room.beds[0] as number)?.alerts;
      const medication = { kind: 'medication', text: '2 active medication orders: 1 dose due' };
      expect(await alertsOf(`board?ward=${second.id}`)).toContainEqual(medication);
      // At 11:30 the one-off dose is past its hour's window (overdue) and the 12:00 one is in
      // its own (due); all wards say the same.
      now = new Date('2026-03-02T16:30:00Z');
      expect(await alertsOf('board')).toContainEqual({
        kind: 'medication',
        text: '2 active medication orders: 1 dose due, 1 overdue',
      });
      // Another ward's board holds that ward alone.
      const other = await board(`board?ward=${f.ward.id}`, f.as.ipdNurse);
      expect(other.wards.map((each) => each.id)).toEqual([f.ward.id]);
    },
  );
});
