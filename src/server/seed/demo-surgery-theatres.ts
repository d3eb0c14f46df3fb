/**
 * The demo hospital's theatre suite: two major operating rooms and a minor and obstetric theatre,
 * all on the OR Store (set up by the Liaison Manager, spec 6.3), and the anesthetists who give
 * the anesthesia (HR's employees: in Ethiopian hospitals most anesthesia is given by
 * anesthetists, BSc or MSc, under an anesthesiologist where there is one).
 */
import type { WardSeedContext } from './demo-inpatient-context';

export const THEATRES = [
  { code: 'OR-1', name: 'Major theatre 1', room_type: 'Major' },
  { code: 'OR-2', name: 'Major theatre 2', room_type: 'Major' },
  { code: 'OR-3', name: 'Minor and obstetric theatre', room_type: 'Obstetric' },
] as const;
export type TheatreCode = (typeof THEATRES)[number]['code'];

export const ANESTHETISTS = [
  { full_name: 'Meron Tadesse', sex: 'Female', phone: '911402231', hire_date: '2018-09-01' },
  { full_name: 'Yonas Gebremedhin', sex: 'Male', phone: '911402232', hire_date: '2016-02-15' },
  { full_name: 'Hana Worku', sex: 'Female', phone: '911402233', hire_date: '2021-07-01' },
] as const;

export interface TheatreIds {
  rooms: Record<TheatreCode, number>;
  anesthetists: number[];
}

export async function seedTheatres(ctx: WardSeedContext): Promise<TheatreIds> {
  const liaison = await ctx.as('Liaison Manager');
  const hr = await ctx.as('HR Manager');
  const store = await ctx.idBy('wareHouse', 'code', 'OR-STORE');
  const surgery = await ctx.idBy('department', 'code', 'SURG');
  const setUp = ctx.dayAt(-30, '09:00');
  const rooms = {} as Record<TheatreCode, number>;
  for (const theatre of THEATRES)
    rooms[theatre.code] = await ctx.ensure(
      'operationRoom',
      { code: theatre.code },
      liaison,
      setUp,
      () => ({ ...theatre, warehouse: store, is_active: true }),
    );
  const anesthetists: number[] = [];
  for (const person of ANESTHETISTS)
    anesthetists.push(
      await ctx.ensure('employee', { full_name: person.full_name }, hr, setUp, () => ({
        ...person,
        job_title: 'Anesthetist',
        department: surgery,
        employment_type: 'Permanent',
      })),
    );
  return { rooms, anesthetists };
}
