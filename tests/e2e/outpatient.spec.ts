// An outpatient's journey in the browser (issue 18): reception checks a walk-in in and the page
// shows the visit's number and queue number; the triage nurse opens the visit from the
// department queue, records vital signs (BMI computed, a high pulse flagged) and triages it; a
// waiting screen open in another browser shows the number the doctor calls, pushed over
// socket.io (the kiosk asks the queue API once, at its first load, and is never reloaded); the
// doctor calls next into a room, writes the SOAP note, diagnoses by typing words of an ICD-10
// title and orders a lab test from the visit page; the patient's chart shows it all. axe finds
// nothing serious or critical on any screen of it.
//
// A booked outpatient's way in: reception registers a patient whose name and date of birth a
// registered patient has (the form lists that one with a link to open it, and saves only with a
// reason), books a free slot of a physician's day from the form's slot buttons (a taken slot is
// not offered, and typed by hand is refused with 409 naming the slot and the other booking's
// number, not its patient) and checks the booking in, which makes its visit with a queue number.
import { expect, type Page, test } from '@playwright/test';
import { slotAt } from '../helpers/appointments';
import { physicianBody, uniquePhone } from '../helpers/patients';
import { apiAs, newPatient } from './api-as';
import { hospitalDay } from './hospital-day';
import { expectAccessible, field, letters, personAt, pick, shown } from './journey';
import { APP_ORIGIN, signIn } from './preview-helpers';

/** Picks `option` in a form's select field `name`, typing `typed` to search first. */
const choose = (page: Page, name: string, option: string | RegExp, typed?: string) =>
  pick(page, field(page, name).getByRole('combobox'), option, typed);

test('a walk-in is checked in, triaged, called to a waiting screen, seen and charted', async ({
  page,
  browser,
}) => {
  test.setTimeout(360_000);
  // Setup as the administrator: a clinic of its own (so no other test's patients are called
  // before this one) and a waiting screen of it.
  const admin = await apiAs('admin@tena.demo');
  const tag = letters(Date.now() % 26 ** 6);
  const department = await admin.call('post', '/api/models/department', {
    name: `Walk-in Clinic ${tag}`,
    code: `W-${tag}`,
    department_type: 'Clinical',
    is_active: true,
  });
  const screen = await admin.call('post', '/api/models/waitingScreen', {
    name: `Walk-in Clinic ${tag} kiosk`,
    department: department.id,
    chime: true,
    is_active: true,
  });
  const reception = await apiAs('reception@tena.demo');
  const patient = await newPatient(reception);

  // The waiting screen, open before anyone arrives, asks the queue API at its first load only.
  const [kioskContext, kiosk] = await personAt(browser, 'waiting-screen@tena.demo');
  const queueReads: string[] = [];
  kiosk.on('request', (request) => {
    if (new URL(request.url()).pathname.startsWith('/api/queue')) queueReads.push(request.url());
  });
  await kiosk.goto(`/admin/main/waiting_screen/detail/${screen.id}`);
  await expect(
    kiosk.getByRole('heading', { level: 1, name: `Walk-in Clinic ${tag} kiosk` }),
  ).toBeVisible();
  const nowCalled = kiosk.getByRole('region', { name: 'Now called' });
  await expect(nowCalled).toContainText('No one called yet.');
  await expect(kiosk.getByRole('region', { name: 'Next' })).toContainText('No one is waiting.');
  await expectAccessible(kiosk, nowCalled);
  // Marked now: a reload would lose the mark.
  await kiosk.evaluate(() => {
    (window as unknown as { journeyMark: boolean }).journeyMark = true;
  });

  // 1. Reception checks the walk-in in: the visit's number and queue number show.
  await signIn(page, 'reception@tena.demo');
  await page.goto('/admin/main/visit/l/new');
  await expect(page.getByRole('heading', { level: 1, name: 'New Visit' })).toBeVisible();
  await choose(page, 'patient', new RegExp(`^${patient.first} `), patient.first);
  await choose(page, 'department', `Walk-in Clinic ${tag}`, `Walk-in Clinic ${tag}`);
  await choose(page, 'visit_type', 'New');
  await expectAccessible(page, page.getByRole('button', { name: 'Create', exact: true }));
  await page.getByRole('button', { name: 'Create', exact: true }).click();
  await expect(page).toHaveURL(/\/visit\/l\/detail\/\d+$/);
  const visitPath = new URL(page.url()).pathname;
  const visitId = Number(visitPath.split('/').pop());
  await expect(shown(page, 'Visit Number')).toHaveText(/^VIS-\d{4}-\d{6}$/);
  await expect(shown(page, 'Queue Number')).toHaveText(/^\d+$/);
  const queueNumber = (await shown(page, 'Queue Number').textContent()) ?? '';
  await expect(page.getByRole('region', { name: 'Status' })).toContainText('Status: Waiting');
  await expectAccessible(page, shown(page, 'Visit Number'));
  // The kiosk shows the newcomer among the next numbers, pushed.
  const next = kiosk.getByRole('region', { name: 'Next' });
  await expect(next.getByRole('listitem')).toHaveText([`${queueNumber} ${patient.first}`]);

  // 2. The triage nurse opens the visit from the department queue and records vital signs.
  const [nurseContext, nurse] = await personAt(browser, 'triage-nurse@tena.demo');
  await nurse.goto('/admin/main/visit_queue');
  await nurse.getByLabel('Department').selectOption({ label: `Walk-in Clinic ${tag}` });
  const waiting = nurse.getByRole('table', { name: /^Waiting \(1\)/ });
  const ourRow = waiting.getByRole('row').filter({ hasText: patient.first });
  await expect(ourRow.getByRole('cell').first()).toHaveText(queueNumber);
  await expectAccessible(nurse, waiting);
  await ourRow.getByRole('link', { name: new RegExp(`^${patient.first}`) }).click();
  await expect(nurse).toHaveURL(new RegExp(`${visitPath}$`));
  const vitalsList = nurse.getByRole('region', { name: /^Vital Signs \(0\)$/ });
  await vitalsList.getByRole('link', { name: 'Add vital signs' }).click();
  await expect(nurse.getByRole('heading', { level: 1, name: 'New Vital Signs' })).toBeVisible();
  await nurse.getByLabel(/^Temperature/).fill('37.8');
  await nurse.getByLabel(/^Pulse/).fill('118');
  await nurse.getByLabel(/^Respiratory Rate/).fill('20');
  await nurse.getByLabel(/^Systolic BP/).fill('128');
  await nurse.getByLabel(/^Diastolic BP/).fill('82');
  await nurse.getByLabel(/^SpO2/).fill('97');
  await nurse.getByLabel(/^Weight/).fill('70');
  await nurse.getByLabel(/^Height/).fill('175');
  // BMI from weight and height (70 / 1.75^2 = 22.86), and the fast pulse warned as typed.
  await expect(nurse.getByLabel(/^BMI/)).toHaveValue('22.9');
  await expect(nurse.getByRole('status').filter({ hasText: 'Pulse high' })).toBeVisible();
  await expectAccessible(nurse, nurse.getByRole('button', { name: 'Create', exact: true }));
  await nurse.getByRole('button', { name: 'Create', exact: true }).click();
  await expect(nurse).toHaveURL(/\/vitalSign\/l\/detail\/\d+$/);
  await expect(shown(nurse, 'BMI')).toContainText('22.9');
  await expect(shown(nurse, 'Flags')).toContainText('Pulse high (118 beats/min)');
  await expectAccessible(nurse, shown(nurse, 'Flags'));
  // Back on the visit: the reading listed with its flag; the nurse triages the visit.
  await nurse.goto(visitPath);
  const vitals = nurse.getByRole('region', { name: /^Vital Signs \(1\)$/ });
  await expect(vitals).toContainText('Pulse high (118 beats/min)');
  await expect(vitals).toContainText('22.9');
  const status = nurse.getByRole('region', { name: 'Status' });
  await status.getByRole('button', { name: 'Triage' }).click();
  await expect(status).toContainText('Status: Triaged');
  await expectAccessible(nurse, vitals);
  await nurseContext.close();

  // 3 and 4. The doctor calls next into a room; the kiosk shows the number, pushed.
  const [doctorContext, doctor] = await personAt(browser, 'doctor@tena.demo');
  await doctor.goto('/admin/main/visit_queue');
  await doctor.getByLabel('Department').selectOption({ label: `Walk-in Clinic ${tag}` });
  await expect(
    doctor.getByRole('table', { name: /^Waiting \(1\)/ }).getByRole('row', { name: /Triaged/ }),
  ).toBeVisible();
  await doctor.getByLabel('Room').fill('OPD 7');
  await expectAccessible(doctor, doctor.getByRole('button', { name: 'Call next' }));
  await doctor.getByRole('button', { name: 'Call next' }).click();
  await expect(doctor.getByRole('status').filter({ hasText: /^Called number/ })).toHaveText(
    new RegExp(`^Called number ${queueNumber}, ${patient.first} .*, to OPD 7\\.$`),
  );
  const consulting = doctor.getByRole('table', { name: /^In consultation \(1\)/ });
  const calledRow = consulting.getByRole('row').filter({ hasText: patient.first });
  await expect(calledRow).toContainText('In Consultation');
  await expect(calledRow).toContainText('OPD 7');
  // The waiting screen: the called number and room, the first name only, without a reload and
  // without asking the queue API again (a poll could not pass).
  await expect(nowCalled.getByText(queueNumber, { exact: true })).toBeVisible({ timeout: 5_000 });
  await expect(nowCalled).toContainText(new RegExp(`${patient.first} →\\s*to OPD 7$`));
  await expect(nowCalled).not.toContainText('Tesfaye');
  await expect(next).toContainText('No one is waiting.');
  expect(
    await kiosk.evaluate(() => (window as unknown as { journeyMark?: boolean }).journeyMark),
  ).toBe(true);
  expect(queueReads).toEqual([`${APP_ORIGIN}/api/queue/screens/${screen.id}`]);
  await expectAccessible(kiosk, nowCalled);
  await kioskContext.close();

  // The doctor opens the visit: In Consultation, in room OPD 7.
  await calledRow.getByRole('link', { name: new RegExp(`^${patient.first}`) }).click();
  await expect(doctor).toHaveURL(new RegExp(`${visitPath}$`));
  await expect(doctor.getByRole('region', { name: 'Status' })).toContainText(
    'Status: In Consultation',
  );
  await expect(shown(doctor, 'Room')).toHaveText('OPD 7');

  // The SOAP note.
  await doctor
    .getByRole('region', { name: /^SOAP Notes \(0\)$/ })
    .getByRole('link', { name: 'Add opd evaluation' })
    .click();
  await expect(doctor.getByRole('heading', { level: 1, name: 'New OPD Evaluation' })).toBeVisible();
  await doctor.getByLabel('Subjective').fill('Fever, chills and headache for three days.');
  await doctor.getByLabel('Objective').fill('T 37.8, pulse 118, no neck stiffness; RDT positive.');
  await doctor.getByLabel(/^Assessment/).fill('Uncomplicated falciparum malaria.');
  await doctor.getByLabel(/^Plan/).fill('Artemether-lumefantrine for 3 days; blood film.');
  await expectAccessible(doctor, doctor.getByRole('button', { name: 'Create', exact: true }));
  await doctor.getByRole('button', { name: 'Create', exact: true }).click();
  await expect(doctor).toHaveURL(/\/opdEvaluation\/l\/detail\/\d+$/);

  // The diagnosis, its ICD-10 code found by words of its title.
  await doctor.goto(visitPath);
  await expect(doctor.getByRole('region', { name: /^SOAP Notes \(1\)$/ })).toContainText(
    'Uncomplicated falciparum malaria.',
  );
  await doctor
    .getByRole('region', { name: /^Diagnoses \(0\)$/ })
    .getByRole('link', { name: 'Add diagnosis' })
    .click();
  await expect(doctor.getByRole('heading', { level: 1, name: 'New Diagnosis' })).toBeVisible();
  await field(doctor, 'disease').getByRole('combobox').click();
  await doctor.keyboard.type('falciparum malaria');
  const malaria = doctor.getByRole('option', { name: /^B50\.9 / });
  await expect(malaria).toHaveText('B50.9 Plasmodium falciparum malaria, unspecified');
  await expectAccessible(doctor, malaria);
  await malaria.click();
  await choose(doctor, 'rank', 'Primary');
  await choose(doctor, 'certainty', 'Confirmed');
  await doctor.getByRole('button', { name: 'Create', exact: true }).click();
  await expect(doctor).toHaveURL(/\/diagnosis\/l\/detail\/\d+$/);

  // The lab order, its visit and patient filled in from the visit page.
  await doctor.goto(visitPath);
  await expect(doctor.getByRole('region', { name: /^Diagnoses \(1\)$/ })).toContainText('B50.9');
  await doctor
    .getByRole('region', { name: /^Lab Requests \(0\)$/ })
    .getByRole('link', { name: 'Add lab request' })
    .click();
  await expect(doctor.getByRole('heading', { level: 1, name: 'New Lab Request' })).toBeVisible();
  await expect(doctor.getByRole('combobox', { name: /^Patient/ })).toHaveValue(
    new RegExp(`^${patient.first} `),
  );
  await expect(doctor.getByRole('combobox', { name: /^Visit/ })).not.toHaveValue('');
  // A test of the catalogue, by its code and name, on a row of Tests.
  await field(doctor, 'tests').getByRole('button', { name: 'Add Test' }).click();
  await doctor.getByRole('combobox', { name: 'Test, row 1' }).click();
  await doctor.keyboard.type('BF');
  await doctor
    .getByRole('option', { name: 'BF Blood Film for Malaria Parasites', exact: true })
    .click();
  await field(doctor, 'tests').getByRole('button', { name: 'Save' }).click();
  await choose(doctor, 'priority', 'Urgent');
  await expectAccessible(doctor, doctor.getByRole('button', { name: 'Create', exact: true }));
  await doctor.getByRole('button', { name: 'Create', exact: true }).click();
  await expect(doctor).toHaveURL(/\/labRequest\/l\/detail\/\d+$/);
  const labId = Number(doctor.url().split('/').pop());
  const doctorApi = await apiAs('doctor@tena.demo');
  const [malariaFilm] = (await doctorApi.call('get', '/api/models/test?filter[code]=BF')).rows;
  const labRequest = await doctorApi.call('get', `/api/models/labRequest/${labId}`);
  expect(labRequest).toMatchObject({
    visit: visitId,
    patient: patient.id,
    tests: [expect.objectContaining({ test: malariaFilm.id })],
  });

  // 5. The patient's chart shows it all.
  await doctor.goto(`/admin/main/patient/l/detail/${patient.id}`);
  await expect(
    doctor.getByRole('heading', { level: 1, name: new RegExp(`^Patient: ${patient.first}`) }),
  ).toBeVisible();
  const pulse = doctor.getByRole('figure', { name: /^Pulse: 1 reading.*latest 118 beats\/min\.$/ });
  await expect(pulse.locator('[data-drawn] canvas').first()).toBeVisible();
  await expect(doctor.getByRole('figure', { name: /^BMI: 1 reading.*latest 22\.9/ })).toBeVisible();
  const timeline = doctor.getByRole('region', { name: 'Timeline' });
  await expect(timeline.getByRole('link', { name: /^Visit: / })).toHaveCount(1);
  await expect(timeline.getByRole('link', { name: /^Vital Signs: / })).toHaveCount(1);
  await expect(timeline.getByRole('link', { name: /^Diagnos/ })).toContainText('B50.9');
  await expect(timeline.getByRole('link', { name: /^Lab Request/ })).toContainText(
    `${labRequest.request_number} · Urgent`,
  );
  await expectAccessible(doctor, timeline);
  // The visit from the chart: its SOAP note among its records.
  await timeline.getByRole('link', { name: /^Visit: / }).click();
  await expect(doctor).toHaveURL(new RegExp(`/visit/l/detail/${visitId}$`));
  await expect(doctor.getByRole('region', { name: /^SOAP Notes \(1\)$/ })).toContainText(
    'Artemether-lumefantrine',
  );
  await doctorContext.close();
});

/** yyyy-MM-dd as the date widget takes it typed (dd-MM-yyyy). */
const typedDate = (iso: string) => iso.split('-').reverse().join('-');

test('reception registers a likely duplicate with a reason, books a free slot and checks it in', async ({
  page,
}) => {
  test.setTimeout(240_000);
  // Setup through the API, each record by the role that makes it: a clinic of its own with a physician working every day, 08:00 to
  // 18:00 in 15-minute slots (no other test books them), a patient already registered, and
  // another patient's booking of tomorrow's 10:00 slot.
  const admin = await apiAs('admin@tena.demo');
  const tag = letters(Date.now() % 26 ** 6);
  const department = await admin.call('post', '/api/models/department', {
    name: `Booking Clinic ${tag}`,
    code: `B-${tag}`,
    department_type: 'Clinical',
    is_active: true,
  });
  // Physicians are the HR Manager's to add (permissions/matrix.json).
  const hr = await apiAs('hr-manager@tena.demo');
  const physician = await hr.call(
    'post',
    '/api/models/physician',
    physicianBody(department.id, {
      first_name: 'Selam',
      last_name: `Slot${tag}`,
      license_number: `MD-${tag}`,
      working_days: ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'],
      start_time: '08:00',
      end_time: '18:00',
      slot_minutes: 15,
    }),
  );
  const doctorName = `Dr. Selam Slot${tag}`;
  const reception = await apiAs('reception@tena.demo');
  const registered = await newPatient(reception);
  const existing = await reception.call('get', `/api/models/patient/${registered.id}`);
  const other = await newPatient(reception);
  const day = hospitalDay(1);
  const taken = await reception.call('post', '/api/models/appointment', {
    patient: other.id,
    department: department.id,
    physician: physician.id,
    scheduled_at: slotAt(day, '10:00'),
    visit_type: 'Follow-up',
    reason: 'Blood pressure review',
  });
  expect(taken.appointment_number).toMatch(/^APT-\d{4}-\d{6}$/);

  // 1. Registration: the same first and last name and date of birth as a registered patient.
  await signIn(page, 'reception@tena.demo');
  await page.goto('/admin/main/patient/l/new');
  await expect(page.getByRole('heading', { level: 1, name: 'New Patient' })).toBeVisible();
  const input = (name: string, element = 'input') => field(page, name).locator(element).first();
  await input('first_name').fill(registered.first);
  await input('middle_name').fill('Alemu');
  await input('last_name').fill(existing.last_name);
  await choose(page, 'sex', /^Male$/);
  await input('date_of_birth').fill(typedDate(existing.date_of_birth));
  await input('phone', 'input[type="tel"]').fill(uniquePhone());
  await choose(page, 'region', 'Amhara');
  await input('city').fill('Bahir Dar');
  await input('emergency_contact_name').fill('Almaz Bekele');
  await choose(page, 'emergency_contact_relationship', 'Spouse');
  await input('emergency_contact_phone', 'input[type="tel"]').fill('912345678');
  // The panel lists the registered patient, with a link to open its record.
  const likely = page.getByRole('region', { name: 'This may be a patient already registered' });
  await expect(likely.getByRole('listitem')).toHaveCount(1);
  await expect(likely.getByRole('listitem')).toContainText(
    `${existing.mrn} ${registered.first} Kebede ${existing.last_name}, born ${existing.date_of_birth}`,
  );
  const open = likely.getByRole('link', { name: new RegExp(`^Open ${existing.mrn} `) });
  await expect(open).toHaveText('Open');
  await expect(open).toHaveAttribute('href', `/admin/main/patient/l/detail/${registered.id}`);
  await expectAccessible(page, open);
  // The link opens that record in a tab of its own, the form kept as typed.
  const [opened] = await Promise.all([page.context().waitForEvent('page'), open.click()]);
  await expect(
    opened.getByRole('heading', {
      level: 1,
      name: `Patient: ${registered.first} Kebede ${existing.last_name}`,
    }),
  ).toBeVisible();
  await opened.close();
  await expect(input('middle_name')).toHaveValue('Alemu');
  // Saving without a reason: the server's message on the reason field, nothing saved.
  const unsaved = page.waitForResponse(
    (r) => new URL(r.url()).pathname === '/api/models/patient' && r.request().method() === 'POST',
  );
  await page.getByRole('button', { name: 'Create', exact: true }).click();
  expect((await unsaved).status()).toBe(422);
  const reason = field(page, 'duplicate_reason');
  await expect(reason).toContainText(
    `This may be a patient already registered: ${existing.mrn} ${registered.first} Kebede ${existing.last_name}`,
  );
  await expect(reason).toContainText('give a reason to register a new one');
  await expect(page).toHaveURL(/\/patient\/l\/new$/);
  await expectAccessible(page, reason.locator('textarea'));
  // With a reason it saves, and the record keeps the reason.
  const why = 'Same name and birthday; different mother, checked with the patient.';
  await reason.locator('textarea').fill(why);
  await page.getByRole('button', { name: 'Create', exact: true }).click();
  await expect(page).toHaveURL(/\/patient\/l\/detail\/\d+$/);
  const patientId = Number(page.url().split('/').pop());
  expect(patientId).not.toBe(registered.id);
  await expect(shown(page, 'Reason for Registering Anyway')).toHaveText(why);
  expect(await reception.call('get', `/api/models/patient/${patientId}`)).toMatchObject({
    first_name: registered.first,
    middle_name: 'Alemu',
    duplicate_reason: why,
  });

  // 2. Booking: the physician's free slots of the day as buttons; 10:00 is taken, not offered.
  const patientName = new RegExp(`^${registered.first} Alemu `);
  const startBooking = async () => {
    await page.goto('/admin/main/appointment/l/new');
    await expect(page.getByRole('heading', { level: 1, name: 'New Appointment' })).toBeVisible();
    await choose(page, 'patient', patientName, `${registered.first} Alemu`);
    await choose(page, 'department', `Booking Clinic ${tag}`, `Booking Clinic ${tag}`);
    await choose(page, 'physician', new RegExp(`Slot${tag}`), `Slot${tag}`);
    await field(page, 'scheduled_at').locator('input').first().fill(typedDate(day));
    await choose(page, 'visit_type', 'New Visit');
    await field(page, 'reason').locator('textarea').fill('Headache for two weeks');
  };
  await startBooking();
  const slots = page.getByRole('region', { name: /^Free slots on / });
  await expect(slots).toContainText(
    `${doctorName} works Monday to Sunday, 08:00 to 18:00, in 15-minute slots`,
  );
  // 40 slots from 08:00 to 17:45, less the one booked.
  await expect(slots.getByRole('button')).toHaveCount(39);
  await expect(slots.getByRole('button', { name: '09:45', exact: true })).toBeVisible();
  await expect(slots.getByRole('button', { name: '10:00', exact: true })).toHaveCount(0);
  await expectAccessible(page, slots.getByRole('button', { name: '10:15', exact: true }));
  await slots.getByRole('button', { name: '10:15', exact: true }).click();
  await expect(page.getByLabel('Appointment Time: time')).toHaveValue('10:15');
  await expect(slots.getByRole('button', { name: '10:15', exact: true })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  await page.getByRole('button', { name: 'Create', exact: true }).click();
  await expect(page).toHaveURL(/\/appointment\/l\/detail\/\d+$/);
  const appointmentPath = new URL(page.url()).pathname;
  const appointmentId = Number(appointmentPath.split('/').pop());
  await expect(shown(page, 'Appointment Number')).toHaveText(/^APT-\d{4}-\d{6}$/);
  const booked = await reception.call('get', `/api/models/appointment/${appointmentId}`);
  expect(booked).toMatchObject({
    patient: patientId,
    physician: physician.id,
    status: 'Scheduled',
  });
  expect(Date.parse(booked.scheduled_at)).toBe(Date.parse(slotAt(day, '10:15')));

  // The taken slot typed by hand: refused with 409, naming the slot and the other booking's
  // number, never its patient.
  await startBooking();
  await page.getByLabel('Appointment Time: time').fill('10:00');
  const refused = page.waitForResponse(
    (r) =>
      new URL(r.url()).pathname === '/api/models/appointment' && r.request().method() === 'POST',
  );
  await page.getByRole('button', { name: 'Create', exact: true }).click();
  const refusal = await refused;
  expect(refusal.status()).toBe(409);
  expect(await refusal.text()).not.toContain(other.first);
  const slotMessage = new RegExp(
    `${doctorName}'s 10:00 slot on \\w+ \\d{1,2}, \\d{4} is already booked \\(${taken.appointment_number}\\)\\. Pick another time, such as `,
  );
  await expect(field(page, 'scheduled_at')).toContainText(slotMessage);
  await expect(page).toHaveURL(/\/appointment\/l\/new$/);
  await expect(page.locator('main')).not.toContainText(other.first);
  await expectAccessible(page, field(page, 'scheduled_at'));

  // 3. Reception checks the booking in: its visit is made, with a queue number.
  await page.goto(appointmentPath);
  const status = page.getByRole('region', { name: 'Status', exact: true });
  await status.getByRole('button', { name: 'Check in' }).click();
  await expect(status).toContainText('Status: Checked In');
  const visits = await reception.call(
    'get',
    `/api/models/visit?filter[appointment]=${appointmentId}`,
  );
  expect(visits.rows).toHaveLength(1);
  expect(visits.rows[0]).toMatchObject({
    patient: patientId,
    department: department.id,
    physician: physician.id,
    appointment: appointmentId,
    visit_type: 'New',
    status: 'Waiting',
  });
  await page.goto(`/admin/main/visit/l/detail/${visits.rows[0].id}`);
  await expect(shown(page, 'Visit Number')).toHaveText(/^VIS-\d{4}-\d{6}$/);
  await expect(shown(page, 'Queue Number')).toHaveText(String(visits.rows[0].queue_number));
  expect(visits.rows[0].queue_number).toBeGreaterThan(0);
});
