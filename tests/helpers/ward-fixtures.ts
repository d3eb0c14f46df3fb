/**
 * What the inpatient and surgery tests need, made through the API by the roles that make it in
 * a hospital: bed-day services (Finance Head: general 1,800, private 4,500, ICU 15,000 ETB a
 * day, as billing's seed prices them), a ward with its Ward Stock warehouse (Pharmacy Manager)
 * and its rooms and beds (Liaison Manager, spec 6.3), an admitting physician (HR Manager), the
 * ICD-10 catalogue the server seeds at start (J18.9 pneumonia as the admission diagnosis), and
 * `admit(patient, bed)`: a Doctor's admission. Every helper makes new records on each call, so
 * a test may ask for as many wards, rooms, beds and patients as it needs.
 */
import type { FastifyInstance } from 'fastify';
import { createRecord, signIn } from './app';
import { icd10Disease } from './icd10-disease';
import { patientBody, physicianBody } from './patients';

type Headers = Record<string, string>;
export type Row = Record<string, unknown>;

export interface WardRoles {
  doctor: Headers;
  seniorDoctor: Headers;
  ipdNurse: Headers;
  emergencyNurse: Headers;
  liaisonManager: Headers;
  liaisonCashier: Headers;
  financeHead: Headers;
  pharmacyManager: Headers;
  reception: Headers;
}

export interface RoomLayout {
  id: number;
  room_number: string;
  /** The room's beds' ids, in the order of their numbers (…-A, …-B). */
  beds: number[];
  bedNumbers: string[];
}

export interface WardLayout {
  id: number;
  code: string;
  /** Its Ward Stock warehouse (issuing roles IPD Nurse and Emergency Nurse). */
  warehouse: number;
  /** A general room of two beds (BED-GEN) and a private room of one (BED-PVT). */
  rooms: { general: RoomLayout; private: RoomLayout };
}

export interface WardFixtures {
  as: WardRoles;
  /** Bed-day services: general 1,800.00, private 4,500.00, ICU 15,000.00 ETB a day. */
  services: { general: number; private: number; icu: number };
  department: number;
  physician: number;
  /** J18.9 Pneumonia, unspecified (the seeded ICD-10 catalogue). */
  disease: number;
  /** The first ward (code W1...): a general room of two beds, a private room of one. */
  ward: WardLayout;
  /** Another ward with the same layout (or its own ward fields). */
  newWard(overrides?: Row): Promise<WardLayout>;
  /** A room on `ward` with `beds` beds (capacity `beds` unless given); bed-day service general. */
  newRoom(ward: WardLayout | number, beds: number, overrides?: Row): Promise<RoomLayout>;
  /** One more bed in `room` (Liaison Manager); the stored bed. */
  newBed(room: number, overrides?: Row): Promise<Row>;
  /** A patient registered by reception. */
  patient(overrides?: Row): Promise<number>;
  /** The admission body a Doctor sends for `patient` into `bed` (ward read from the bed). */
  admissionBody(patient: number, bed: number, more?: Row): Promise<Row>;
  /** Admits `patient` into `bed` as `headers` (a Doctor by default); the stored admission. */
  admit(patient: number, bed: number, more?: Row, headers?: Headers): Promise<Row>;
}

/** A doctor's order sheet for a patient with pneumonia (its five parts), for tests that write one. */
export const ORDER_SHEET = {
  condition: 'Fair',
  activity: 'Bed rest with bathroom privileges',
  diet: 'Soft diet',
  vital_sign_frequency: 'Every 4 hours',
  nursing_care: 'Input and output chart; oxygen by nasal prongs to keep SpO2 above 92%.',
};

const as = async (app: FastifyInstance, role: string) =>
  (await signIn(app, `${role}@tena.demo`)).headers as Headers;

let counter = 0;
const next = () => {
  counter += 1;
  return counter;
};

export async function wardFixtures(app: FastifyInstance): Promise<WardFixtures> {
  const roles: WardRoles = {
    doctor: await as(app, 'doctor'),
    seniorDoctor: await as(app, 'senior-doctor'),
    ipdNurse: await as(app, 'ipd-nurse'),
    emergencyNurse: await as(app, 'emergency-nurse'),
    liaisonManager: await as(app, 'liaison-manager'),
    liaisonCashier: await as(app, 'liaison-cashier'),
    financeHead: await as(app, 'finance-head'),
    pharmacyManager: await as(app, 'pharmacy-manager'),
    reception: await as(app, 'reception'),
  };
  const admin = await as(app, 'admin');
  const hr = await as(app, 'hr-manager');
  const made = async (headers: Headers, model: string, body: Row) =>
    Number((await createRecord(app, headers, model, body)).id);
  const n = next();

  const finance = (model: string, body: Row) => made(roles.financeHead, model, body);
  const exempt = await finance('taxRate', {
    name: `Exempt (wards ${n})`,
    code: `EXW${n}`,
    rate_percent: 0,
    kind: 'Exempt',
    is_active: true,
  });
  const income = await finance('account', {
    code: `44${String(n).padStart(2, '0')}`,
    name: `Inpatient income ${n}`,
    account_type: 'Income',
  });
  const bedDay = (code: string, name: string, price: string) =>
    finance('service', {
      code: `${code}-${n}`,
      name,
      category: 'Bed-day',
      unit: 'Day',
      cashier_point: 'Liaison',
      price,
      tax_rate: exempt,
      income_account: income,
      is_active: true,
    });
  const services = {
    general: await bedDay('BED-GEN', 'Bed-day, general ward', '1800.00'),
    private: await bedDay('BED-PVT', 'Bed-day, private room', '4500.00'),
    icu: await bedDay('BED-ICU', 'Bed-day, intensive care', '15000.00'),
  };
  const department = await made(admin, 'department', {
    name: `Internal Medicine (wards ${n})`,
    code: `IMW${n}`,
    department_type: 'Clinical',
  });
  const physician = await made(
    hr,
    'physician',
    physicianBody(department, { specialty: 'Internal Medicine', license_number: `MD-W${n}` }),
  );
  const disease = await icd10Disease(app, roles.doctor, 'J18.9');

  const newBed = (room: number, overrides: Row = {}) =>
    createRecord(app, roles.liaisonManager, 'bed', {
      bed_number: `B${next()}`,
      room,
      bed_type: 'Standard',
      ...overrides,
    });

  async function newRoom(ward: WardLayout | number, beds: number, overrides: Row = {}) {
    const wardId = typeof ward === 'number' ? ward : ward.id;
    const room_number = String(overrides.room_number ?? `R${next()}`);
    const id = await made(roles.liaisonManager, 'room', {
      room_number,
      ward: wardId,
      room_type: 'General',
      capacity: beds,
      bed_day_service: services.general,
      ...overrides,
    });
    const bedNumbers = Array.from(
      { length: beds },
      (_, i) => `${room_number}-${String.fromCharCode(65 + i)}`,
    );
    const ids: number[] = [];
    for (const bed_number of bedNumbers) ids.push(Number((await newBed(id, { bed_number })).id));
    return { id, room_number, beds: ids, bedNumbers };
  }

  async function newWard(overrides: Row = {}): Promise<WardLayout> {
    const code = String(overrides.code ?? `W${next()}`);
    const warehouse = await made(roles.pharmacyManager, 'wareHouse', {
      code: `${code}-STK`,
      name: `${code} Ward Stock`,
      warehouse_type: 'Ward Stock',
      issuing_roles: ['IPD Nurse', 'Emergency Nurse'],
      is_active: true,
    });
    const id = await made(roles.liaisonManager, 'ward', {
      code,
      name: `${code} Medical Ward`,
      ward_type: 'Medical',
      department,
      warehouse,
      ...overrides,
    });
    return {
      id,
      code,
      warehouse,
      rooms: {
        general: await newRoom(id, 2, { room_number: `${code}-101` }),
        private: await newRoom(id, 1, {
          room_number: `${code}-201`,
          room_type: 'Private',
          bed_day_service: services.private,
        }),
      },
    };
  }

  const bedWard = async (bed: number) => {
    const response = await app.inject({
      method: 'GET',
      url: `/api/models/bed/${bed}`,
      headers: roles.liaisonManager,
    });
    return response.json().ward as number;
  };

  const admissionBody = async (patient: number, bed: number, more: Row = {}) => ({
    patient,
    ward: await bedWard(bed),
    bed,
    admitting_doctor: physician,
    payer: 'Cash',
    admission_diagnosis: disease,
    reason:
      'Community-acquired pneumonia with hypoxaemia (SpO2 88% on air): oxygen and IV antibiotics',
    ...more,
  });

  return {
    as: roles,
    services,
    department,
    physician,
    disease,
    ward: await newWard(),
    newWard,
    newRoom,
    newBed,
    patient: async (overrides = {}) => made(roles.reception, 'patient', patientBody(overrides)),
    admissionBody,
    admit: async (patient, bed, more = {}, headers = roles.doctor) =>
      createRecord(app, headers, 'impatient', await admissionBody(patient, bed, more)),
  };
}
