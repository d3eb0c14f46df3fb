/**
 * What charge capture needs, made through the API by the roles that make it in a hospital: two
 * departments with their consultations and one without, a specialist and a general physician,
 * three laboratory services billed by hand (a lab request charges the services its catalogue
 * tests keep: lab-fixtures.ts) and a chest X-ray in the catalogue, an insurer with its own
 * prices, a radiology test, and a cash and an insured patient.
 */
import type { FastifyInstance } from 'fastify';
import { createRecord, signIn } from './app';
import { patientBody, physicianBody } from './patients';

type Headers = Record<string, string>;

export interface ChargeFixtures {
  departments: { medicine: number; pediatrics: number; laboratory: number };
  physicians: { cardiologist: number; generalist: number };
  services: {
    general: number;
    followUp: number;
    medicineSpecialist: number;
    pediatricSpecialist: number;
    cbc: number;
    malaria: number;
    urinalysis: number;
    chestXray: number;
  };
  insurer: number;
  chestXrayTest: number;
  patients: { cash: number; insured: number };
}

/** A new record's id, made through the API as `headers`. */
export const create = async (app: FastifyInstance, headers: Headers, model: string, body: object) =>
  (await createRecord(app, headers, model, body)).id as number;

export async function chargeFixtures(app: FastifyInstance): Promise<ChargeFixtures> {
  const as = async (email: string) => (await signIn(app, email)).headers;
  const [admin, hr, finance, radiology, reception] = await Promise.all(
    ['admin', 'hr-manager', 'finance-head', 'radiology-manager', 'reception'].map((role) =>
      as(`${role}@tena.demo`),
    ),
  );
  const department = (name: string, code: string, department_type = 'Clinical') =>
    create(app, admin as Headers, 'department', { name, code, department_type });
  const departments = {
    medicine: await department('Internal Medicine', 'IM'),
    pediatrics: await department('Pediatrics', 'PED'),
    laboratory: await department('Laboratory', 'LAB', 'Diagnostic'),
  };
  const physician = (specialty: string, license_number: string) =>
    create(app, hr as Headers, 'physician', {
      ...physicianBody(departments.medicine, { specialty, license_number }),
    });
  const physicians = {
    cardiologist: await physician('Cardiology', 'MD-0101'),
    generalist: await physician('General Practice', 'MD-0102'),
  };
  const add = (model: string, body: object) => create(app, finance as Headers, model, body);
  const exempt = await add('taxRate', {
    name: 'Exempt',
    code: 'EX',
    rate_percent: 0,
    kind: 'Exempt',
    is_active: true,
  });
  const income = await add('account', { code: '4100', name: 'Income', account_type: 'Income' });
  const receivable = await add('account', {
    code: '1120',
    name: 'Insurer Receivables',
    account_type: 'Receivable',
  });
  const service = (
    code: string,
    name: string,
    category: string,
    cashier_point: string,
    price: string,
    dept?: number,
  ) =>
    add('service', {
      code,
      name,
      category,
      unit: category === 'Consultation' ? 'Visit' : 'Test',
      cashier_point,
      price,
      tax_rate: exempt,
      income_account: income,
      is_active: true,
      ...(dept === undefined ? {} : { department: dept }),
    });
  const { medicine, pediatrics, laboratory } = departments;
  const services = {
    general: await service(
      'CON-GEN',
      'General consultation',
      'Consultation',
      'Reception',
      '500.00',
      medicine,
    ),
    followUp: await service(
      'CON-FU',
      'Follow-up consultation',
      'Consultation',
      'Reception',
      '300.00',
      medicine,
    ),
    medicineSpecialist: await service(
      'CON-IM-SP',
      'Internal medicine specialist consultation',
      'Consultation',
      'Reception',
      '1000.00',
      medicine,
    ),
    pediatricSpecialist: await service(
      'CON-PED-SP',
      'Pediatric specialist consultation',
      'Consultation',
      'Reception',
      '1000.00',
      pediatrics,
    ),
    cbc: await service(
      'LAB-CBC',
      'Complete Blood Count (CBC)',
      'Laboratory',
      'Lab',
      '350.00',
      laboratory,
    ),
    malaria: await service(
      'LAB-BF',
      'Blood Film for Malaria',
      'Laboratory',
      'Lab',
      '150.00',
      laboratory,
    ),
    urinalysis: await service('LAB-UA', 'Urinalysis', 'Laboratory', 'Lab', '150.00', laboratory),
    chestXray: await service('RAD-CXR', 'Chest X-Ray (PA)', 'Radiology', 'Radiology', '700.00'),
  };
  const insurer = await add('insuranceCompany', {
    name: 'Nyala Insurance S.C.',
    kind: 'Insurer',
    coverage_percent: 90,
    receivable_account: receivable,
    is_active: true,
  });
  for (const [service, rate] of [
    [services.cbc, '400.00'],
    [services.medicineSpecialist, '1100.00'],
  ] as const)
    await add('servicePrice', { service, payer: insurer, rate, valid_from: '2020-01-01' });
  const chestXrayTest = await create(app, radiology as Headers, 'radiologyTest', {
    name: 'Chest X-Ray (PA)',
    code: 'RAD-CXR',
    modality: 'X-Ray',
    body_part: 'Chest',
    price: '700.00',
    is_active: true,
  });
  const patient = (overrides: Record<string, unknown>) =>
    create(app, reception as Headers, 'patient', patientBody(overrides));
  return {
    departments,
    physicians,
    services,
    insurer,
    chestXrayTest,
    patients: {
      cash: await patient({ first_name: 'Kebede' }),
      insured: await patient({
        first_name: 'Meron',
        sex: 'Female',
        has_insurance: true,
        insurer: insurer,
        member_number: 'NYA-223107',
        coverage_percent: 80,
      }),
    },
  };
}
