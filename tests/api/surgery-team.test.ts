// The theatre team on a case (issue 21, surgery-fixes), on both databases: the anesthetist is
// anyone whose job title says anesthesia in either spelling, in any case and with any words
// around it (the refFilter's `contains`, as the picker's list filter and the server's check of
// the pick); and those who read cases but not staff records (OR Cashier, Liaison Manager) see the
// anesthetist and surgeon named (`sharedTitle` on employee and physician), while the employee's
// record and its other fields stay closed to them.
import { fromZonedTime } from 'date-fns-tz';
import { describe, expect, it } from 'vitest';
import caseSchema from '../../schemas/surgicalCase.json';
import { refFilterParams, resolveRefFilter } from '../../src/engine/form/ref-filter';
import { DEFAULT_SETTINGS, type RefFilter } from '../../src/engine/types';
import { signIn } from '../helpers/app';
import { dialectCases } from '../helpers/databases';
import { useSurgerySuite } from '../helpers/surgery-suite';

const NOW = new Date('2026-03-02T06:00:00Z');
const at = (wall: string) => fromZonedTime(wall, DEFAULT_SETTINGS.timeZone).toISOString();

const ANESTHESIA_TITLES = [
  'Anesthesiologist',
  'Consultant Anaesthetist',
  'Nurse Anesthetist',
  'anesthesia nurse',
  'ANAESTHESIOLOGIST',
];
const OTHER_TITLES = ['Porter', 'Aesthetician', 'Scrub Nurse'];

describe.each(dialectCases)('the theatre team on $dialect', ({ make, skip }) => {
  const { s, app, call } = useSurgerySuite({ make, skip }, () => NOW);
  const as = async (role: string) => (await signIn(app(), `${role}@tena.demo`)).headers;

  const employee = (full_name: string, job_title: string) =>
    s.newEmployee({ full_name, job_title });

  it.skipIf(skip)('takes anyone in anesthesia as the anesthetist, and no one else', async () => {
    const anesthesia = [];
    for (const [index, title] of ANESTHESIA_TITLES.entries())
      anesthesia.push(await employee(`Hiwot Bekele ${'I'.repeat(index + 1)}`, title));
    const others = [];
    for (const title of OTHER_TITLES) others.push(await employee('Hiwot Bekele', title));

    // The booking form's picker asks with the shipped refFilter as list filters.
    const { refFilter } = caseSchema.fields.anesthetist as { refFilter: RefFilter };
    const query = new URLSearchParams([
      ...refFilterParams(resolveRefFilter(refFilter, () => undefined)),
      ['q', 'Hiwot Bekele'],
      ['pageSize', '50'],
    ]);
    const offered = await call('GET', `/models/employee?${query}`, s.as.doctor);
    expect(offered.statusCode, offered.body).toBe(200);
    const ids = offered.json().rows.map((row: { id: number }) => row.id);
    expect(ids.sort()).toEqual([...anesthesia].sort());

    // The server checks the pick the same way.
    for (const [index, id] of anesthesia.entries()) {
      const booked = await call(
        'POST',
        '/models/surgicalCase',
        s.as.doctor,
        s.caseBody(await s.patient(), at(`2026-04-0${index + 1} 09:00`), { anesthetist: id }),
      );
      expect(booked.statusCode, `${ANESTHESIA_TITLES[index]}: ${booked.body}`).toBe(201);
    }
    for (const [index, id] of others.entries()) {
      const refused = await call(
        'POST',
        '/models/surgicalCase',
        s.as.doctor,
        s.caseBody(await s.patient(), at('2026-04-09 09:00'), { anesthetist: id }),
      );
      expect(refused.statusCode, OTHER_TITLES[index]).toBe(422);
      expect(refused.json().details).toEqual([
        {
          field: 'anesthetist',
          message:
            'Anesthetist: Hiwot Bekele is not one this surgical case may pick (its Job Title must contain "anesth" or "anaesth")',
        },
      ]);
    }
  });

  it.skipIf(skip)('filters text by contains only, with something to look for', async () => {
    const hr = await as('hr-manager');
    const onDate = await call('GET', '/models/employee?filter[hire_date][contains]=2016', hr);
    expect(onDate.statusCode).toBe(400);
    expect(onDate.json()).toMatchObject({
      code: 'BAD_FILTER_OPERATOR',
      message:
        'Cannot filter employee by "hire_date" with contains: it applies to text fields only.',
    });
    const blank = await call('GET', '/models/employee?filter[job_title][contains]=%20', hr);
    expect(blank.statusCode).toBe(400);
    expect(blank.json()).toMatchObject({ code: 'BAD_FILTER_VALUE' });
    // LIKE's own characters are taken as themselves.
    await employee('Abel Tadesse', 'Ward 100% clerk');
    const percent = await call('GET', '/models/employee?filter[job_title][contains]=0%25', hr);
    expect(percent.json().rows.map((row: { job_title: string }) => row.job_title)).toEqual([
      'Ward 100% clerk',
    ]);
  });

  it.skipIf(skip)(
    'names the anesthetist and surgeon to the OR Cashier and Liaison Manager, nothing more',
    async () => {
      const booked = await s.caseAt('Scheduled');
      for (const role of ['or-cashier', 'liaison-manager']) {
        const headers = await as(role);
        const detail = await call('GET', `/models/surgicalCase/${booked.id}`, headers);
        expect(detail.statusCode, role).toBe(200);
        expect(detail.json().titles, role).toMatchObject({
          anesthetist: { [s.anesthetist]: 'Meron Tadesse' },
          surgeon: { [s.surgeon]: expect.stringMatching(/^Dawit .*Alemu$/) },
        });
        const list = await call(
          'GET',
          `/models/surgicalCase?filter[patient]=${booked.patient}`,
          headers,
        );
        expect(list.json().titles.anesthetist, role).toEqual({ [s.anesthetist]: 'Meron Tadesse' });
        // The name only: the employee's record and its other fields stay closed.
        expect(detail.body, role).not.toMatch(/Anesthetist"|911000222|EMP-|Permanent/);
        expect((await call('GET', `/models/employee/${s.anesthetist}`, headers)).statusCode).toBe(
          403,
        );
        expect((await call('GET', '/models/employee', headers)).statusCode).toBe(403);
      }
    },
  );
});
