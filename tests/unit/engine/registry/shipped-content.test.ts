import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { buildRegistry } from '../../../../src/engine/registry';
import type { LauncherScreen, RegistryFile } from '../../../../src/engine/registry/types';
import { projectRoot } from '../../../../src/server/config';
import { loadRegistry } from '../../../../src/server/registry/read-registry';
import { SPEC_ROLES } from '../../../helpers/spec-roles';
import { ajv } from './fixtures';

function shippedFiles(): RegistryFile[] {
  return ['schemas', 'screens', 'permissions']
    .flatMap((folder) =>
      readdirSync(path.join(projectRoot, folder), { recursive: true, encoding: 'utf8' })
        .filter((name) => name.endsWith('.json'))
        .map((name) => `${folder}/${name.split(path.sep).join('/')}`),
    )
    .sort()
    .map((file) => ({ path: file, text: readFileSync(path.join(projectRoot, file), 'utf8') }));
}

const files = shippedFiles();
const { registry, problems } = buildRegistry(files, ajv());

const CASHIERS = SPEC_ROLES.filter((role) => role.includes('Cashier'));

function lists(entity: string) {
  const found = registry.matrix[entity];
  if (!found) throw new Error(`matrix has no ${entity}`);
  return found;
}

describe('the shipped schemas/, screens/ and permissions/', () => {
  it('load with zero problems', () => {
    expect(files.length).toBeGreaterThan(20);
    expect(problems).toEqual([]);
  });

  it('load the same through the server loader', () => {
    const loaded = loadRegistry(projectRoot);
    expect(loaded.files.map((file) => file.path)).toEqual(files.map((file) => file.path));
    expect(loaded.problems).toEqual([]);
    expect(Object.keys(loaded.registry.models).sort()).toEqual(Object.keys(registry.models).sort());
  });

  it('define exactly the 38 roles of spec 6.2, each described', () => {
    expect(Object.keys(registry.roles).sort()).toEqual([...SPEC_ROLES].sort());
    for (const role of Object.values(registry.roles)) expect(role.description).not.toBe('');
    expect(CASHIERS).toHaveLength(9);
  });

  it('make Preferences admin-like: users, roles, settings and database sync', () => {
    expect(registry.roles.Preferences?.permissions).toEqual(
      expect.arrayContaining([
        'View Users',
        'View Detail',
        'Add Users',
        'Edit Users',
        'Delete Users',
        'View Role',
        'Add Role',
        'Edit Role',
        'Delete Role',
        'View Settings',
        'Sync Database',
      ]),
    );
  });

  it('gate the general entries of spec 6.1', () => {
    expect(lists('users')).toEqual({
      view: ['View Users'],
      detail: ['View Detail'],
      add: ['Add Users'],
      edit: ['Edit Users'],
      delete: ['Delete Users'],
    });
    expect(lists('roles')).toMatchObject({
      view: ['View Role'],
      add: ['Add Role'],
      edit: ['Edit Role'],
      delete: ['Delete Role'],
    });
    expect(lists('settings').view).toEqual(['View Settings']);
    expect(lists('contact')).toMatchObject({
      view: ['Contact Us'],
      add: ['Contact Us', 'Public Access'],
      edit: ['Contact Us', 'Public Access'],
    });
    const general = {
      email: 'Email',
      chat: 'Chat',
      contactUs: 'Contact Us',
      jobPost: 'Job Post',
      myTasks: 'My Tasks',
      activities: 'Activities',
      cloudDocuments: 'Cloud Documents',
    };
    for (const [entity, permission] of Object.entries(general))
      expect(lists(entity).view).toEqual([permission]);
    // Everyone's own notifications, read with My Tasks; only rules make them (notify()).
    expect(lists('notification')).toEqual({
      view: ['My Tasks'],
      detail: ['My Tasks'],
      add: [],
      edit: [],
      delete: [],
    });
  });

  it('follow the table of spec 6.3', () => {
    expect(lists('patient')).toMatchObject({
      add: ['Reception', 'Reception Manager'],
      edit: ['Reception Manager', 'Doctor'],
    });
    // Spec 6.3's roles, and the front desk that books and checks in too (issue 18).
    const frontDesk = ['Reception', 'Reception Manager'];
    expect(lists('appointment')).toMatchObject({
      view: ['Triage Nurse', 'Doctor', ...frontDesk],
      add: ['Triage Nurse', ...frontDesk],
      edit: ['Triage Nurse', ...frontDesk],
      delete: ['Triage Nurse'],
    });
    expect(lists('labRequest')).toMatchObject({
      add: ['Doctor'],
      edit: ['Doctor'],
      delete: ['Doctor'],
    });
    for (const action of ['add', 'edit', 'delete'] as const) {
      expect(lists('labResult')[action]).toEqual(['Lab User', 'Lab Manager']);
      expect(lists('invoice')[action].sort()).toEqual([...CASHIERS].sort());
      expect(lists('physician')[action]).toEqual(['HR Manager']);
      expect(lists('employee')[action]).toEqual(['HR Manager']);
      expect(lists('salary')[action]).toEqual(['HR Manager', 'Finance Head', 'Accountant']);
      expect(lists('commissionRequest')[action]).toEqual(['Doctor']);
      expect(lists('room')[action]).toEqual(['Liaison Manager']);
      expect(lists('bed')[action]).toEqual(['Liaison Manager']);
      expect(lists('radiologyTest')[action]).toEqual(['Radiology Manager']);
      expect(lists('radiologyGroup')[action]).toEqual(['Radiology Manager']);
      expect(lists('product')[action]).toEqual([
        'Store Manager',
        'Pharmacy Manager',
        'Lab Manager',
        'Radiology Manager',
        'Service Manager',
        'Liaison Manager',
      ]);
      expect(lists('wareHouse')[action]).toEqual(['Pharmacy Manager']);
      // Kept from the stock ledger (issue 20): nobody writes a balance; the Store Manager adjusts.
      expect(lists('quantity')[action]).toEqual([]);
      expect(lists('operationNote')[action]).toEqual(['Senior Doctor']);
    }
    expect(lists('prescription').add).toEqual(['Doctor']);
    expect(lists('stockAdjustment').add).toEqual(['Store Manager']);
    expect(lists('radiologyGroup').view).toEqual([
      'Radiology Manager',
      'Radiology User',
      'Radiology Cashier',
    ]);
    expect(lists('invoice').view).toEqual(expect.arrayContaining(CASHIERS));
  });

  it('have a model schema for every business entity of the matrix, 4 to 12 fields to fill in each', () => {
    const models = Object.values(registry.models);
    expect(models.map((model) => model.model).sort()).toEqual([
      'acceptanceNote',
      'account',
      'allergySheet',
      'anesthesiaFluid',
      'anesthesiaGas',
      'anesthesiaMedication',
      'anesthesiaMonitoring',
      'anesthesiaVentilation',
      'anesthesiaVitalSign',
      'appointment',
      'bed',
      'bedTransfer',
      'bloodTransfusionChart',
      'branch',
      'caseConsumable',
      'charge',
      'chfFollowUpChart',
      'chiefComplaint',
      'commissionRequest',
      'company',
      'contact',
      'countSheet',
      'creditNote',
      'currency',
      'department',
      'diabetesChart',
      'diagnosis',
      'dischargeSummary',
      'disease',
      'diseaseCategory',
      'dispensing',
      'dkaChart',
      'document',
      'emergency',
      'emergencyPhysicalExamination',
      'employee',
      'impatient',
      'insuranceCompany',
      'invoice',
      'labRequest',
      'labResult',
      'labSample',
      'laboratoryGroup',
      'laboratorySampleType',
      'medicationAdministration',
      'medicationOrder',
      'medicineRoute',
      'myTasks',
      'nephroticChart',
      'neuroSignChart',
      'notification',
      'opdEvaluation',
      'opdPhysicalExamination',
      'operationNote',
      'operationRoom',
      'orderSheet',
      'pacuRecord',
      'patient',
      'patientEvaluation',
      'patientHistory',
      'payment',
      'paymentMethod',
      'pharmacySale',
      'physician',
      'preAnesthesia',
      'prescription',
      'prescriptionItem',
      'product',
      'productCategory',
      'progressNote',
      'quantity',
      'radiologyGroup',
      'radiologyRequest',
      'radiologyResult',
      'radiologyTest',
      'regularVitalChart',
      'room',
      'safetyChecklist',
      'salary',
      'salbutamolChart',
      'service',
      'servicePrice',
      'shockChart',
      'stockAdjustment',
      'stockLedger',
      'stockReceipt',
      'stockReturn',
      'surgicalCase',
      'taxRate',
      'test',
      'testResult',
      'transferNote',
      'unitOfMeasurement',
      'visit',
      'vitalSign',
      'waitingScreen',
      'ward',
      'wareHouse',
      'wareHouseTransfer',
    ]);
    // Clinical records chart what is observed, as many fields as the examination has: the
    // vital signs, an emergency from arrival to disposition, its ABCDE and head-to-toe survey,
    // the nursing assessment at triage, the visit from arrival through the queue to its outcome.
    const charted = new Set([
      'patient',
      'visit',
      'vitalSign',
      'emergency',
      'emergencyPhysicalExamination',
      'patientEvaluation',
      // Issue 21: the admission with its payer and diagnosis, the ward's protocol charts (each
      // with the fields its protocol observes), the admitting history, a medication order, the
      // WHO checklist's questions, the pre-anesthesia assessment and the booked case.
      'impatient',
      'regularVitalChart',
      'bloodTransfusionChart',
      'dkaChart',
      'salbutamolChart',
      'diabetesChart',
      'nephroticChart',
      'neuroSignChart',
      'shockChart',
      'chfFollowUpChart',
      'patientHistory',
      'medicationOrder',
      'safetyChecklist',
      'preAnesthesia',
      'surgicalCase',
    ]);
    // A released laboratory value (testResult) is written by the rules that verify results:
    // nobody fills in any of its fields.
    // So are a stock balance and the stock ledger (issue 20), written by stock movements.
    const serverKept = new Set(['testResult', 'quantity', 'stockLedger']);
    for (const name of serverKept) {
      const fields = Object.values(registry.models[name]?.fields ?? {});
      expect(fields.length, name).toBeGreaterThan(0);
      expect(
        fields.every((field) => field.derived),
        name,
      ).toBe(true);
    }
    for (const model of models.filter((m) => !charted.has(m.model) && !serverKept.has(m.model))) {
      // What a person fills in: the derived fields rules keep (an invoice's totals, shares and
      // balances, 13 of its 25) are never asked for.
      const filled = Object.values(model.fields).filter((field) => !field.derived).length;
      expect(filled, model.model).toBeGreaterThanOrEqual(4);
      // An insurer's terms (coverage, credit limit, payment terms, accounts) take 12; a
      // physician's profile, practice, working hours and fees 13; a formulary product 17, eight
      // of them shown only for a medicine (generic name, strength, form, route, the other routes
      // an injection may be ordered by, flags, and the pack volume in mL a ward draws doses of a
      // syrup or vial from).
      expect(filled, model.model).toBeLessThanOrEqual(model.model === 'product' ? 17 : 13);
      expect(model.list?.columns.length, model.model).toBeGreaterThan(0);
    }
  });

  it('give the patient an MRN, a computed age and insurance fields shown only when insured', () => {
    const patient = registry.models.patient;
    expect(patient?.naming).toEqual({ field: 'mrn', pattern: 'MRN-{YYYY}-{seq:6}' });
    expect(patient?.fields.age?.formula?.map((part) => part.target)).toEqual([
      'yearsBetween(',
      'date_of_birth',
      ',',
      'today',
      ')',
    ]);
    expect(patient?.fields.sex?.options?.map((option) => option.name)).toEqual(['Male', 'Female']);
    for (const name of ['insurer', 'member_number', 'coverage_percent'])
      expect(patient?.fields[name]?.dependencies, name).toEqual({
        has_insurance: { value: true, op: '==' },
      });
    expect(patient?.fields.insurer?.ref).toBe('insuranceCompany');
    expect(patient?.fields.phone?.type).toBe('phone');
  });

  it('give the appointment its statuses and a workflow on them', () => {
    const appointment = registry.models.appointment;
    const statuses = [
      'Scheduled',
      'Checked In',
      'In Progress',
      'Completed',
      'Cancelled',
      'No Show',
    ];
    expect(appointment?.fields.status?.options?.map((option) => option.name)).toEqual(statuses);
    expect(appointment?.workflow?.states).toEqual(statuses);
    expect(appointment?.fields.patient?.ref).toBe('patient');
    expect(appointment?.fields.physician?.ref).toBe('physician');
  });

  it('ship the radiology launcher of spec 2.3 word for word', () => {
    const radiology = registry.screens.radiology as LauncherScreen;
    expect(
      radiology.cards.map(({ title, description, entity }) => ({ title, description, entity })),
    ).toEqual([
      {
        title: 'Radiology Tests',
        description: 'View, add and manage test types.',
        entity: 'radiologyTest',
      },
      {
        title: 'Radiology Groups',
        description: 'Organise tests into groups by common attributes or purpose.',
        entity: 'radiologyGroup',
      },
    ]);
    expect(registry.screens.patients).toMatchObject({
      kind: 'page',
      route: 'patients',
      model: 'patient',
    });
    expect(registry.screens.menu?.kind).toBe('menu');
  });
});
