/**
 * What the surgery and anesthesia tests need, made through the API by the roles that make it in
 * a hospital, on top of the stock suite's fixtures (useStockSuite with `prescriptions`, so
 * products have their billing services): a Surgery department (administrator), a surgeon and an
 * anesthetist (HR Manager), the seeded ICD-10 catalogue (K35.8 acute appendicitis), the theatre
 * fee OR-MAJOR (Finance Head: a Procedure service collected at the OR cashier point, 25,000 ETB
 * as billing's seed prices it), an OR Store (issuing roles Anesthesia Nurse and Scrub Nurse)
 * stocked with sterile gauze swabs and surgical gloves (Store Manager), and an operating room
 * on it (Liaison Manager, spec 6.3).
 *
 * `caseAt(state)` books a case (a Doctor) at a time no other fixture case holds and takes it,
 * by the steps people take, to `state`: each WHO checklist step answered in full and signed,
 * a reconciled count sheet before Sign out, a PACU record meeting the criteria before Back to
 * ward. Answers come from the rule's own table (who-checklist.ts).
 */
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { CASE_PATH, type CaseState } from '../../src/server/rules/surgery/case-path';
import { type ChecklistPhase, WHO_CHECKLIST } from '../../src/server/rules/surgery/who-checklist';
import { createRecord, signIn } from './app';
import { icd10Disease } from './icd10-disease';
import { patientBody, physicianBody } from './patients';
import type { StockFixtures } from './stock-fixtures';

type Headers = Record<string, string>;
export type Row = Record<string, unknown>;

export type { CaseState };

export interface SurgeryRoles {
  doctor: Headers;
  seniorDoctor: Headers;
  anesthesiaNurse: Headers;
  scrubNurse: Headers;
  recoveryNurse: Headers;
  liaisonManager: Headers;
  orCashier: Headers;
  storeManager: Headers;
}

export interface SurgeryFixtures {
  as: SurgeryRoles;
  department: number;
  surgeon: number;
  anesthetist: number;
  /** K35.8 Acute appendicitis, other and unspecified. */
  disease: number;
  /** OR-MAJOR…, 25,000.00 ETB, cashier point OR. */
  procedureService: number;
  /** The OR Store and the theatre on it (code OR-…). */
  store: number;
  room: { id: number; code: string };
  /** Stocked in the OR Store (batch SWAB-1, 500; GLOVE-1, 200), each with its Product service. */
  products: { swabs: number; gloves: number };
  newRoom(overrides?: Row): Promise<{ id: number; code: string }>;
  newSurgeon(): Promise<number>;
  newAnesthetist(): Promise<number>;
  /** An employee of the Surgery department made by the HR Manager, `overrides` to the body. */
  newEmployee(overrides?: Row): Promise<number>;
  patient(overrides?: Row): Promise<number>;
  /** The body of a 1-hour booking of `patient` at `start` in the fixtures' room and team. */
  caseBody(patient: number, start: string, more?: Row): Row;
  /** A case booked by the Doctor and taken to `state` (a new patient unless given). */
  caseAt(state: CaseState, more?: Row): Promise<Row>;
  /** Moves case `id` to `to` as `headers` (the Anesthesia Nurse by default); the answer. */
  move(id: number, to: string, headers?: Headers, values?: Row): Promise<Answer>;
  /** A complete, signed checklist of `phase` for the case (Anesthesia Nurse). */
  signedChecklist(caseId: number, phase: ChecklistPhase): Promise<Row>;
  /** Every question of `phase` answered as the WHO checklist allows. */
  answers(phase: ChecklistPhase): Row;
}

/** An API answer as app.inject gives it (`json()` the parsed body). */
export type Answer = LightMyRequestResponse;

let counter = 0;
const next = () => {
  counter += 1;
  return counter;
};
/** Fixture cases each get a day of their own, far from the days tests book by hand. */
let caseDay = 0;

/** A medical supply: none of a medicine's fields (left out of the body). */
const SUPPLY: Row = {
  product_type: 'Medical Supply',
  generic_name: undefined,
  strength: undefined,
  dosage_form: undefined,
  route: undefined,
  requires_prescription: undefined,
};

const as = async (app: FastifyInstance, role: string) =>
  (await signIn(app, `${role}@tena.demo`)).headers as Headers;

export async function surgeryFixtures(
  app: FastifyInstance,
  f: StockFixtures,
  /** The server's clock: PACU scores and discharge are recorded at its time. */
  clock: () => Date = () => new Date(),
): Promise<SurgeryFixtures> {
  const roles: SurgeryRoles = {
    doctor: await as(app, 'doctor'),
    seniorDoctor: await as(app, 'senior-doctor'),
    anesthesiaNurse: await as(app, 'anesthesia-nurse'),
    scrubNurse: await as(app, 'scrub-nurse'),
    recoveryNurse: await as(app, 'recovery-nurse'),
    liaisonManager: await as(app, 'liaison-manager'),
    orCashier: await as(app, 'or-cashier'),
    storeManager: await as(app, 'store-manager'),
  };
  const [admin, hr, finance, reception] = [
    await as(app, 'admin'),
    await as(app, 'hr-manager'),
    await as(app, 'finance-head'),
    await as(app, 'reception'),
  ];
  const made = async (headers: Headers, model: string, body: Row) =>
    Number((await createRecord(app, headers, model, body)).id);
  const n = next();
  const tag = `${process.pid % 1000}${n}`;

  const department = await made(admin, 'department', {
    name: `Surgery (theatre ${tag})`,
    code: `SG${tag}`,
    department_type: 'Clinical',
  });
  const newSurgeon = () =>
    made(
      hr,
      'physician',
      physicianBody(department, {
        first_name: 'Dawit',
        last_name: 'Alemu',
        specialty: 'General Surgery',
        license_number: `MD-S${tag}-${next()}`,
      }),
    );
  const newEmployee = (overrides: Row = {}) =>
    made(hr, 'employee', {
      full_name: 'Meron Tadesse',
      sex: 'Female',
      phone: '911000222',
      job_title: 'Anesthetist',
      department,
      employment_type: 'Permanent',
      hire_date: '2020-09-01',
      ...overrides,
    });
  const newAnesthetist = () => newEmployee();
  const surgeon = await newSurgeon();
  const anesthetist = await newAnesthetist();

  const disease = await icd10Disease(app, roles.doctor, 'K35.8');

  const taxes = await app.inject({
    method: 'GET',
    url: '/api/models/taxRate?filter[kind]=Exempt',
    headers: finance,
  });
  const income = await made(finance, 'account', {
    code: `45${String(n).padStart(2, '0')}`,
    name: `Procedure income ${tag}`,
    account_type: 'Income',
  });
  const procedureService = await made(finance, 'service', {
    code: `OR-MAJOR-${tag}`,
    name: 'Operating theatre fee, major operation',
    category: 'Procedure',
    unit: 'Procedure',
    cashier_point: 'OR',
    price: '25000.00',
    tax_rate: Number(taxes.json().rows[0].id),
    income_account: income,
    is_active: true,
  });

  const store = await f.newWarehouse('OR Store', {
    issuing_roles: ['Anesthesia Nurse', 'Scrub Nurse'],
  });
  const supplies = await made(f.as.pharmacyManager, 'productCategory', {
    name: `Theatre supplies ${tag}`,
    product_type: 'Medical Supply',
  });
  const products = {
    swabs: await f.newProduct({
      name: 'Gauze swab, sterile, 10 cm x 10 cm',
      ...SUPPLY,
      product_category: supplies,
      unit_price: '4.00',
    }),
    gloves: await f.newProduct({
      name: 'Surgical gloves, sterile, size 7.5 (pair)',
      ...SUPPLY,
      product_category: supplies,
      unit_price: '25.00',
    }),
  };
  await f.receive(store, [
    { product: products.swabs, batch_number: 'SWAB-1', expiry_date: '2029-12-31', quantity: 500 },
    { product: products.gloves, batch_number: 'GLOVE-1', expiry_date: '2029-12-31', quantity: 200 },
  ]);
  const newRoom = async (overrides: Row = {}) => {
    const code = String(overrides.code ?? `OR-${tag}${next()}`.slice(0, 12));
    const id = await made(roles.liaisonManager, 'operationRoom', {
      code,
      name: `Theatre ${code}`,
      room_type: 'Major',
      warehouse: store,
      ...overrides,
    });
    return { id, code };
  };
  const room = await newRoom();

  const patient = (overrides: Row = {}) =>
    made(reception, 'patient', patientBody({ first_name: 'Selam', ...overrides }));

  const caseBody = (patientId: number, start: string, more: Row = {}): Row => ({
    patient: patientId,
    procedure: 'Open appendicectomy',
    procedure_service: procedureService,
    diagnosis: disease,
    priority: 'Urgent',
    side: 'Right',
    operation_room: room.id,
    surgeon,
    anesthetist,
    anesthesia_type: 'General',
    scheduled_start: start,
    scheduled_end: new Date(Date.parse(start) + 3_600_000).toISOString(),
    ...more,
  });

  const move = async (id: number, to: string, headers = roles.anesthesiaNurse, values?: Row) =>
    app.inject({
      method: 'POST',
      url: `/api/models/surgicalCase/${id}/transition`,
      headers,
      payload: values ? { to, values } : { to },
    });

  const answers = (phase: ChecklistPhase): Row =>
    Object.fromEntries(WHO_CHECKLIST[phase].map((q) => [q.field, q.answers ? q.answers[0] : true]));

  async function signedChecklist(caseId: number, phase: ChecklistPhase) {
    const checklist = await createRecord(app, roles.anesthesiaNurse, 'safetyChecklist', {
      surgical_case: caseId,
      phase,
      ...answers(phase),
    });
    const signed = await app.inject({
      method: 'POST',
      url: `/api/models/safetyChecklist/${checklist.id}/transition`,
      headers: roles.anesthesiaNurse,
      payload: { to: 'Signed' },
    });
    if (signed.statusCode !== 200) throw new Error(`signing failed: ${signed.body}`);
    return signed.json();
  }

  const mustMove = async (id: number, to: string, headers?: Headers, values?: Row) => {
    const answer = await move(id, to, headers, values);
    if (answer.statusCode !== 200)
      throw new Error(`moving case ${id} to ${to} failed: ${JSON.stringify(answer.json())}`);
  };

  /** What each state needs done before the move into it. */
  const before: Partial<Record<CaseState, (id: number) => Promise<unknown>>> = {
    'Sign-in Done': (id) => signedChecklist(id, 'Sign In'),
    'Time-out Done': (id) => signedChecklist(id, 'Time Out'),
    'Sign-out Done': async (id) => {
      await createRecord(app, roles.scrubNurse, 'countSheet', {
        surgical_case: id,
        second_counter: 'Tigist Haile',
        items: [
          { item: 'Swabs (raytec)', before: 10, added: 5, after: 15 },
          { item: 'Needles', before: 6, after: 6 },
          { item: 'Instruments', before: 42, after: 42 },
        ],
      });
      return signedChecklist(id, 'Sign Out');
    },
    'Back to Ward': (id) =>
      createRecord(app, roles.recoveryNurse, 'pacuRecord', {
        surgical_case: id,
        scores: [
          {
            scored_at: clock().toISOString(),
            activity: 2,
            respiration: 2,
            circulation: 2,
            consciousness: 2,
            oxygen_saturation: 2,
          },
        ],
        discharged_at: clock().toISOString(),
        handover_to: 'Ward nurse',
      }),
  };

  async function caseAt(state: CaseState, more: Row = {}) {
    caseDay += 1;
    const start = new Date(Date.UTC(2027, 0, 1, 6) + caseDay * 86_400_000).toISOString();
    const body = caseBody(Number(more.patient ?? (await patient())), start, more);
    const booked = await createRecord(app, roles.doctor, 'surgicalCase', body);
    const id = Number(booked.id);
    if (state === 'Cancelled') {
      await mustMove(id, 'Cancelled', roles.doctor, { cancellation_reason: 'Patient unfit' });
    } else {
      for (const to of CASE_PATH.slice(1, CASE_PATH.indexOf(state) + 1)) {
        await before[to]?.(id);
        await mustMove(id, to, to === 'Back to Ward' ? roles.recoveryNurse : undefined);
      }
    }
    const read = await app.inject({
      method: 'GET',
      url: `/api/models/surgicalCase/${id}`,
      headers: roles.doctor,
    });
    return read.json();
  }

  return {
    as: roles,
    department,
    surgeon,
    anesthetist,
    disease,
    procedureService,
    store,
    room,
    products,
    newRoom,
    newSurgeon,
    newAnesthetist,
    newEmployee,
    patient,
    caseBody,
    caseAt,
    move,
    signedChecklist,
    answers,
  };
}
