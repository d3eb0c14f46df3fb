// Employees as the theatre team reads them (issue 21), on both databases: a case's anesthetist is
// an employee, so those who book or read cases (Doctor, Senior Doctor, Anesthesia, Scrub,
// Recovery and IPD Nurses) read employees, but only their name, job title, department and phone:
// sex, employment type, hire date and the Pay group (salary, TIN) stay with HR Manager, Finance
// Head and Accountant in every answer (list, record, history, meta). A case's Anesthetist is
// picked among anesthesia staff only (a job title containing anesth or anaesth), never a
// technician (nor "tech"): the Anesthesia Technician prepares the machine, not the anesthetic.
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

const HIDDEN = /"(sex|employment_type|hire_date|basic_salary|tin_number)"/;
const TEAM = [
  'doctor',
  'senior-doctor',
  'anesthesia-nurse',
  'scrub-nurse',
  'recovery-nurse',
  'ipd-nurse',
];

describe.each(dialectCases)('employees for the theatre team on $dialect', ({ make, skip }) => {
  const { s, app, call } = useSurgerySuite({ make, skip }, () => NOW);
  const hr = async () => (await signIn(app(), 'hr-manager@tena.demo')).headers;

  /** An employee made by the HR Manager with their pay filled in; their id. */
  const employee = async (job_title: string) => {
    const made = await call('POST', '/models/employee', await hr(), {
      full_name: 'Yonas Gebremedhin',
      sex: 'Male',
      phone: '911402232',
      job_title,
      department: s.department,
      employment_type: 'Permanent',
      hire_date: '2016-02-15',
      basic_salary: '18500.00',
      tin_number: '0012345678',
    });
    expect(made.statusCode, made.body).toBe(201);
    return Number(made.json().id);
  };

  it.skipIf(skip)(
    'the team reads name, job title, department and phone, never pay or personal details',
    async () => {
      const id = await employee('Anesthetist');
      for (const role of TEAM) {
        const { headers } = await signIn(app(), `${role}@tena.demo`);
        const answers = [
          await call('GET', '/models/employee?q=Gebremedhin', headers),
          await call('GET', `/models/employee/${id}`, headers),
          await call('GET', `/models/employee/${id}/history`, headers),
          await call('GET', '/meta', headers),
        ];
        expect(
          answers.map((r) => r.statusCode),
          role,
        ).toEqual([200, 200, 200, 200]);
        expect(answers[1]?.json(), role).toMatchObject({
          full_name: 'Yonas Gebremedhin',
          job_title: 'Anesthetist',
          department: s.department,
          phone: expect.stringContaining('911402232'),
        });
        const meta = answers[3]?.json().models.employee;
        for (const body of [...answers.slice(0, 3).map((r) => r.body), JSON.stringify(meta)])
          expect(body, role).not.toMatch(HIDDEN);
        expect(Object.keys(meta.fields), role).toEqual([
          'employee_id',
          'full_name',
          'phone',
          'job_title',
          'department',
        ]);
      }
      const hrRecord = (await call('GET', `/models/employee/${id}`, await hr())).json();
      expect(hrRecord).toMatchObject({
        sex: 'Male',
        hire_date: '2016-02-15',
        tin_number: '0012345678',
      });
      // The OR Cashier bills cases but reads no staff records.
      const cashier = (await signIn(app(), 'or-cashier@tena.demo')).headers;
      expect((await call('GET', `/models/employee/${id}`, cashier)).statusCode).toBe(403);
    },
  );

  it.skipIf(skip)('a case picks its anesthetist among the anesthesia staff', async () => {
    const porter = await employee('Porter');
    const technician = await employee('Anesthesia Technician');
    const patient = await s.patient();
    const refusal = async (anesthetist: number) => {
      const refused = await call(
        'POST',
        '/models/surgicalCase',
        s.as.doctor,
        s.caseBody(patient, at('2026-03-20 09:00'), { anesthetist }),
      );
      expect(refused.statusCode).toBe(422);
      return refused.json().details;
    };
    expect(await refusal(porter)).toEqual([
      {
        field: 'anesthetist',
        message:
          'Anesthetist: Yonas Gebremedhin is not one this surgical case may pick (its Job Title must contain "anesth" or "anaesth")',
      },
    ]);
    expect(await refusal(technician)).toEqual([
      {
        field: 'anesthetist',
        message:
          'Anesthetist: Yonas Gebremedhin is not one this surgical case may pick (its Job Title must not contain "tech")',
      },
    ]);
    const anesthetists = [
      await employee('Nurse Anesthetist'),
      await employee('Consultant Anaesthetist'),
      await employee('Anesthetist'),
    ];
    const anesthesiologist = await employee('Anesthesiologist');
    const booked = await call(
      'POST',
      '/models/surgicalCase',
      s.as.doctor,
      s.caseBody(patient, at('2026-03-20 09:00'), { anesthetist: anesthesiologist }),
    );
    expect(booked.statusCode, booked.body).toBe(201);
    // The booking form's picker asks with the shipped refFilter as list filters.
    const { refFilter } = caseSchema.fields.anesthetist as { refFilter: RefFilter };
    const query = new URLSearchParams([
      ...refFilterParams(resolveRefFilter(refFilter, () => undefined)),
      ['q', 'Gebremedhin'],
    ]);
    const offered = await call('GET', `/models/employee?${query}`, s.as.doctor);
    expect(offered.statusCode, offered.body).toBe(200);
    const ids = offered.json().rows.map((r: { id: number }) => r.id);
    expect(ids).toEqual(expect.arrayContaining([anesthesiologist, ...anesthetists]));
    expect(ids).not.toContain(porter);
    expect(ids).not.toContain(technician);
  });
});
