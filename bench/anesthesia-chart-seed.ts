/**
 * The anesthesia chart bench's case: a 12-hour operation (a Whipple's pancreaticoduodenectomy
 * under general anesthesia) with vital signs every 5 minutes from the WHO Sign In, 145 rows,
 * written through the model service with the app's clock moved to each time, so every rule
 * (surgery.case-record: from Sign-in Done, not before the Sign In was signed, not in the
 * future) holds as it does for a nurse at the monitor.
 */
import type { FastifyInstance } from 'fastify';
import type { AnyDb } from '../src/server/models/any-db';
import type { Actor } from '../src/server/models/read-rule';
import { tableName } from '../src/server/models/table-plan';

const MINUTE_MS = 60_000;
export const ROWS = 145;

/** Everyone who takes part: the actor may do what each of them does. */
const ROLES = ['Doctor', 'Anesthesia Nurse', 'Liaison Manager', 'HR Manager', 'Reception'];

async function firstId(app: FastifyInstance, model: string, where?: [string, unknown]) {
  let query = (app.database.db as unknown as AnyDb)
    .selectFrom(tableName(model))
    .select('id')
    .where('deleted_at', 'is', null);
  if (where) query = query.where(where[0], '=', where[1]);
  const row = await query.orderBy('id').executeTakeFirst();
  if (!row) throw new Error(`the demo hospital has no ${model} ${where?.join(' ') ?? ''}`);
  return Number(row.id);
}

/** A value that drifts slowly and varies a little, as an anesthetised patient's does. */
const wave = (base: number, spread: number, i: number) =>
  Math.round(base + Math.sin(i / 9) * spread + Math.sin(i * 1.3) * (spread / 3));

export async function seedAnesthesiaCase(
  app: FastifyInstance,
  admin: Actor,
  setNow: (at: Date) => void,
  start: Date,
): Promise<number> {
  const actor: Actor = { ...admin, engineUser: { ...admin.engineUser, permissions: ROLES } };
  setNow(new Date(start.getTime() - 30 * MINUTE_MS));
  const create = async (model: string, body: Record<string, unknown>) =>
    Number((await app.models.create(model, actor, body)).id);
  const store = await firstId(app, 'wareHouse', ['warehouse_type', 'OR Store']);
  const department = await firstId(app, 'department', ['department_type', 'Clinical']);
  const room = await create('operationRoom', {
    code: `OR-B${String(start.getTime() % 100_000)}`,
    name: 'Bench theatre',
    room_type: 'Major',
    warehouse: store,
  });
  const anesthetist = await create('employee', {
    full_name: 'Hanna Tesfaye',
    sex: 'Female',
    phone: '911556677',
    job_title: 'Anesthetist',
    department,
    employment_type: 'Permanent',
    hire_date: '2019-09-02',
  });
  const patient = await create('patient', {
    first_name: 'Lemlem',
    middle_name: 'Haile',
    last_name: 'Gebru',
    sex: 'Female',
    date_of_birth: '1968-02-11',
    phone: '912334455',
    region: 'Addis Ababa',
    city: 'Bole',
    emergency_contact_name: 'Yonas Gebru',
    emergency_contact_relationship: 'Spouse',
    emergency_contact_phone: '913223344',
    has_insurance: false,
  });
  const surgicalCase = await create('surgicalCase', {
    patient,
    procedure: 'Pancreaticoduodenectomy (Whipple)',
    diagnosis: await firstId(app, 'disease'),
    priority: 'Elective',
    side: 'Not applicable',
    operation_room: room,
    surgeon: await firstId(app, 'physician', ['department', department]),
    anesthetist,
    anesthesia_type: 'General',
    scheduled_start: start.toISOString(),
    scheduled_end: new Date(start.getTime() + 12 * 60 * MINUTE_MS).toISOString(),
  });
  await app.models.transition('surgicalCase', actor, surgicalCase, 'Pre-op');
  setNow(start);
  const sheet = await create('safetyChecklist', {
    surgical_case: surgicalCase,
    phase: 'Sign In',
    identity_site_procedure_consent_confirmed: true,
    site_marked: 'Not applicable',
    anaesthesia_safety_check_completed: true,
    pulse_oximeter_functioning: true,
    known_allergy: 'No',
    difficult_airway_risk: 'No',
    blood_loss_risk: 'Yes, and adequate intravenous access and fluids planned',
  });
  await app.models.transition('safetyChecklist', actor, sheet, 'Signed');
  await app.models.transition('surgicalCase', actor, surgicalCase, 'Sign-in Done');
  for (let i = 0; i < ROWS; i++) {
    const at = new Date(start.getTime() + i * 5 * MINUTE_MS);
    setNow(at);
    await create('anesthesiaVitalSign', {
      surgical_case: surgicalCase,
      recorded_at: at.toISOString(),
      heart_rate: wave(78, 10, i),
      bp_systolic: wave(112, 14, i),
      bp_diastolic: wave(66, 8, i),
      spo2: Math.min(100, wave(98, 2, i)),
      etco2: wave(36, 3, i),
      temperature: Number((36.2 - Math.sin(i / 40) * 0.6).toFixed(1)),
      respiratory_rate: 12,
    });
  }
  return surgicalCase;
}
