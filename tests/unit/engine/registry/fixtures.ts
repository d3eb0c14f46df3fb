import { Ajv } from 'ajv';
import addFormats from 'ajv-formats';
import { buildRegistry } from '../../../../src/engine/registry';
import type {
  BuildRegistryResult,
  EntityPermissions,
  RegistryFile,
  Role,
  Screen,
} from '../../../../src/engine/registry/types';
import type {
  FieldSchema,
  ModelSchema,
  TableColumn,
  WorkflowSchema,
  WorkflowTransition,
} from '../../../../src/engine/types';

/** A small registry that is sound: each test breaks one thing in a copy of it. */
export interface Fixture {
  roles: { roles: Record<string, Role> };
  matrix: { entities: Record<string, EntityPermissions> };
  patient: ModelSchema;
  visit: ModelSchema;
  menu: Screen;
  visits: Screen;
  clinic: Screen;
}

const allActions = (permissions: string[]): EntityPermissions => ({
  view: permissions,
  detail: permissions,
  add: permissions,
  edit: permissions,
  delete: permissions,
});

/** A status select of two states, Open and Closed (a new copy each call: tests change theirs). */
export const openClosedStatus = (label?: string): FieldSchema => ({
  type: 'select',
  ...(label ? { label } : {}),
  group: 'main',
  options: [
    { id: 'Open', name: 'Open' },
    { id: 'Closed', name: 'Closed' },
  ],
});

/**
 * A select of an option a person chooses and one only the server's rules set (`auto`, with the
 * `setBy` its refusal names), as a field or a table column (a new copy each call).
 */
export const autoOptionSelect = (
  label: string,
  chosen: string,
  auto: string,
  setBy: string,
): Pick<FieldSchema, 'type' | 'label' | 'options'> => ({
  type: 'select',
  label,
  options: [
    { id: chosen, name: chosen },
    { id: auto, name: auto, auto: true, setBy },
  ],
});

/** A parcel row's State: Packed, or Delivered, which only the courier's scan sets. */
export const deliveryStateColumn = (): TableColumn => ({
  field: 'state',
  ...autoOptionSelect('State', 'Packed', 'Delivered', 'the courier’s scan'),
});

/** Its workflow: one step from Open to Closed, a Doctor's, with `more` of the step's own. */
export const openClosedWorkflow = (more: Partial<WorkflowTransition> = {}): WorkflowSchema => ({
  field: 'status',
  initial: 'Open',
  states: ['Open', 'Closed'],
  transitions: [{ from: 'Open', to: 'Closed', permissions: ['Doctor'], ...more }],
});

export function fixture(): Fixture {
  return {
    roles: {
      roles: {
        Doctor: { description: 'Sees patients', permissions: ['Chat', 'View Billing'] },
        Reception: { description: 'Registers patients', permissions: ['Chat'] },
        'Public Access': { description: 'Anyone', permissions: [] },
      },
    },
    matrix: {
      entities: {
        patient: allActions(['Reception', 'Doctor']),
        visit: allActions(['Doctor']),
        chat: allActions(['Chat', 'Public Access']),
      },
    },
    patient: {
      model: 'patient',
      title: 'Patient',
      groups: [
        { id: 'main', name: 'Main' },
        { id: 'billing', name: 'Billing', permissions: ['View Billing'], roles: ['Reception'] },
      ],
      fields: {
        mrn: { type: 'text', label: 'MRN', group: 'main' },
        first_name: { type: 'text', label: 'First Name', group: 'main', required: true },
        date_of_birth: { type: 'date', label: 'Date of Birth', group: 'main' },
        age: {
          type: 'number',
          group: 'main',
          formula: [
            { type: 'literal', target: 'yearsBetween(' },
            { type: 'field', target: 'date_of_birth', date: true },
            { type: 'literal', target: ',' },
            { type: 'literal', target: 'today', date: true },
            { type: 'literal', target: ')' },
          ],
        },
        password: { type: 'password', group: 'main' },
        confirm: { type: 'confirm_password', group: 'main', referName: 'password' },
        weight: { type: 'number', group: 'main', validate: 'value > 0 and value < 400' },
        has_insurance: { type: 'checkbox', group: 'billing', roles: ['Reception'] },
        insurer: {
          type: 'text',
          group: 'billing',
          permissions: ['Doctor'],
          dependencies: { has_insurance: { value: true, op: '==' } },
        },
      },
      list: { columns: ['mrn', 'first_name'], search: ['mrn'], sort: { field: 'mrn' } },
      naming: { field: 'mrn', pattern: 'MRN-{YYYY}-{seq:6}' },
    },
    visit: {
      model: 'visit',
      title: 'Visit',
      groups: [{ id: 'main', name: 'Main' }],
      fields: {
        patient: { type: 'select', group: 'main', ref: 'patient' },
        status: openClosedStatus(),
      },
      workflow: openClosedWorkflow(),
    },
    menu: {
      kind: 'menu',
      entries: [
        { label: 'Dashboard', route: '' },
        { label: 'Patients', route: 'patient/l', entity: 'patient' },
        { label: 'Visits', route: 'visits', children: [{ label: 'Chat', route: 'chat' }] },
      ],
    },
    visits: { kind: 'page', route: 'visits', title: 'Visits', model: 'visit', entity: 'visit' },
    clinic: {
      kind: 'launcher',
      route: 'clinic',
      title: 'Clinic',
      cards: [{ title: 'Visits', description: 'All visits.', entity: 'visit', route: 'visit/l' }],
    },
  };
}

/** The fixture as files; `extra` adds or replaces files (a string is the raw text). */
export function filesOf(f: Fixture, extra: Record<string, unknown> = {}): RegistryFile[] {
  const docs: Record<string, unknown> = {
    'permissions/roles.json': f.roles,
    'permissions/matrix.json': f.matrix,
    'schemas/patient.json': f.patient,
    'schemas/visit.json': f.visit,
    'screens/menu.json': f.menu,
    'screens/visits.json': f.visits,
    'screens/clinic.json': f.clinic,
    ...extra,
  };
  return Object.entries(docs)
    .filter(([, doc]) => doc !== undefined)
    .map(([path, doc]) => ({
      path,
      text: typeof doc === 'string' ? doc : JSON.stringify(doc, null, 2),
    }))
    .sort((a, b) => (a.path < b.path ? -1 : 1));
}

export function ajv(): Ajv {
  const instance = new Ajv({ allErrors: true, strict: false });
  addFormats(instance);
  return instance;
}

export function build(f: Fixture, extra: Record<string, unknown> = {}): BuildRegistryResult {
  return buildRegistry(filesOf(f, extra), ajv());
}

/** A field of a fixture model, for editing in place. */
export function field(model: ModelSchema, name: string): FieldSchema {
  const found = model.fields[name];
  if (!found) throw new Error(`no field ${name}`);
  return found;
}
