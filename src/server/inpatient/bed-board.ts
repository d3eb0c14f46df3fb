/**
 * The ward bed board as a reader sees it: the stored beds (repositories/bed-board.ts) grouped
 * by ward and room, each held bed with its patient, admission and alerts as far as the reader
 * may read patients, admissions, physicians, diseases and the bedside records (the same rights
 * as the records' own pages: what they may not read is null or left out), days since admission
 * counted on the hospital's clock.
 */
import { ageText, calendarAge } from '../../engine/clinical/patient-age';
import { calendarDay } from '../../engine/format/dates';
import { can, type PermissionMatrix } from '../../engine/permissions/can';
import { mayAccessFieldNamed } from '../../engine/permissions/field-access';
import type { EngineUser, ModelSchema } from '../../engine/types';
import {
  BED_STATES,
  type BedBoard,
  type BedState,
  type BoardBed,
  type BoardWard,
} from '../../engine/wire/bed-board';
import type { AnyDb } from '../models/any-db';
import { type BedEntry, readBoardBeds } from '../repositories/bed-board';
import { readWards } from '../repositories/ward-census';
import { type AlertSight, boardAlerts, readAlertRecords } from './board-alerts';

export interface BoardReader {
  user: EngineUser;
  matrix: PermissionMatrix;
  schema(model: string): ModelSchema;
}

const zeroCounts = () =>
  Object.fromEntries(BED_STATES.map((state) => [state, 0])) as Record<BedState, number>;

const isState = (status: string): status is BedState =>
  (BED_STATES as readonly string[]).includes(status);

/** The reader's sight of patients' fields, each decided once for the whole board. */
function patientSight(reader: BoardReader) {
  const schema = reader.schema('patient');
  const reads = can(reader.user, reader.matrix, 'patient', 'view');
  const field = (name: string) => reads && mayAccessFieldNamed(schema, name, reader.user);
  return {
    reads,
    name: field('first_name') || field('last_name'),
    mrn: field('mrn'),
    sex: field('sex'),
    age: field('date_of_birth'),
    allergies: field('allergies'),
  };
}

export async function readBedBoard(
  db: AnyDb,
  reader: BoardReader,
  now: Date,
  ward?: number,
): Promise<Omit<BedBoard, 'changes'>> {
  const today = calendarDay(now);
  const may = (model: string) => can(reader.user, reader.matrix, model, 'view');
  const sees = patientSight(reader);
  const readsAdmissions = may('impatient');
  const readsDoctors = may('physician');
  const readsDiseases = may('disease');
  const sight: AlertSight = {
    model: may,
    patientAllergies: sees.allergies,
    chartTitle: (model) => reader.schema(model)?.title ?? model,
  };
  // Every query at once: the alerts' records select the held admissions themselves.
  const [choices, beds, records] = await Promise.all([
    readWards(db),
    readBoardBeds(db, ward),
    readsAdmissions && sees.reads ? readAlertRecords(db, ward, sight, now) : undefined,
  ]);
  const alerts = records ? boardAlerts(beds, records, sight, now) : new Map<number, never>();
  const toBed = (entry: BedEntry): BoardBed => {
    const patient = sees.reads ? entry.patient : null;
    const admission = readsAdmissions ? entry.admission : null;
    const name = patient
      ? [patient.first_name, patient.middle_name, patient.last_name].filter(Boolean).join(' ')
      : '';
    const admittedAt = admission?.admitted_at ? new Date(admission.admitted_at) : null;
    const admittedOn =
      admittedAt && !Number.isNaN(admittedAt.getTime()) ? calendarDay(admittedAt) : null;
    const doctor = readsDoctors ? admission?.doctor : null;
    const diagnosis = readsDiseases ? admission?.diagnosis : null;
    return {
      id: entry.id,
      version: entry.version,
      bed_number: entry.bed_number,
      bed_type: entry.bed_type,
      status: isState(entry.status) ? entry.status : 'Vacant',
      out_of_service_reason: entry.out_of_service_reason,
      patient: patient && {
        id: patient.id,
        name: sees.name ? name || null : null,
        mrn: sees.mrn ? patient.mrn : null,
        sex: sees.sex ? patient.sex : null,
        age: sees.age ? ageText(patient.date_of_birth, today) : null,
      },
      admission: admission && {
        id: admission.id,
        admission_number: admission.admission_number,
        status: admission.status,
        admitted_at: admission.admitted_at,
        days: admittedOn ? (calendarAge(admittedOn, today)?.days ?? 0) : null,
        doctor: doctor
          ? [doctor.first_name, doctor.last_name].filter(Boolean).join(' ') || null
          : null,
        diagnosis: diagnosis
          ? [diagnosis.code, diagnosis.title].filter(Boolean).join(' ') || null
          : null,
      },
      alerts: alerts.get(entry.id) ?? [],
    };
  };
  const wards = new Map<number, BoardWard>();
  for (const choice of choices)
    if (ward === undefined || choice.id === ward)
      wards.set(choice.id, { ...choice, counts: zeroCounts(), rooms: [] });
  for (const entry of beds) {
    const boardWard = wards.get(entry.ward.id);
    if (!boardWard) continue;
    let room = boardWard.rooms.at(-1);
    if (room?.id !== entry.room.id) {
      room = { ...entry.room, beds: [] };
      boardWard.rooms.push(room);
    }
    const bed = toBed(entry);
    room.beds.push(bed);
    boardWard.counts[bed.status] += 1;
  }
  return {
    wards: [...wards.values()],
    choices: choices.map(({ id, code, name }) => ({ id, code, name })),
    at: now.toISOString(),
  };
}
