// The surgery journey in the browser (issue 21), each person in a browser of their own, through
// the pages they use. A Senior Doctor opens the theatre schedule (the surgery page) and books an
// appendicectomy with Book a case into a theatre at a time; the schedule lists it in its
// theatre with its time, team and state. A second booking of the same theatre at an overlapping
// time is refused, the form naming the case that holds it. The team takes the case through the
// WHO Surgical Safety Checklist: Sign in before its checklist is signed is refused (naming what
// is missing); the Anesthesia Nurse answers each question of the Sign In step and signs it, then
// Sign in, Into theatre, the Time Out step and Time out. The Anesthesia Nurse records three vital
// sign entries from the case's anesthesia record, seen in its table and plotted on the anesthesia
// chart; its print view (Print anesthesia record) shows the case's header, the vital signs'
// table and trend, and prints to A4 PDF pages with Chromium's page.pdf(). The Scrub Nurse's count sheet disagrees (a swab short): Sign out is refused ("Counts
// disagree", naming the swabs); recounted, the sheet reconciles, the Sign Out step is signed and
// Sign out goes through; To recovery. The Recovery Nurse opens the PACU record on arrival:
// discharge on an Aldrete score of 7 is refused, a later score of 10 allows it; Back to ward.
// axe finds nothing serious or critical on the theatre schedule, the case's page and the PACU
// form.
//
// The theatre, the surgeon, the anesthetist and the patients are the run's own (made through
// the API as setup by the roles that make them), so no other test or demo booking holds the
// theatre's time. The case is booked around now: the anesthesia record and the PACU scores
// are refused at times the operation has not reached.
//
// Walking it found (when written): the booking form's Anesthetist picker offers nothing to the
// Senior Doctor (employee records are the HR Manager's, Finance Head's and Accountant's to read:
// "No available options"); a PACU score's Time, typed in its row on the hospital's clock, is
// read as UTC (the row's datetime-local value has no zone), so the score lands hours before the
// arrival and is refused; in the dark theme, the Anesthesia record's "No pre-anesthesia
// assessment yet." and a cancelled case on the schedule are below 4.5:1 contrast.
import { expect, type Page, test } from '@playwright/test';
import { physicianBody } from '../helpers/patients';
import { pdfPages } from '../helpers/pdf-text';
import { apiAs, firstRow, newPatient } from './api-as';
import { expectAccessible, field, letters, personAt, pick, shown } from './journey';

const HOSPITAL_ZONE = 'America/New_York';

/** An instant on the hospital's wall clock as the date and time inputs take it. */
function wallClock(at: Date): { date: string; time: string } {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-GB', {
      timeZone: HOSPITAL_ZONE,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    })
      .formatToParts(at)
      .map((part) => [part.type, part.value]),
  );
  return {
    date: `${parts.day}-${parts.month}-${parts.year}`,
    time: `${parts.hour}:${parts.minute}`,
  };
}

/** An instant on the hospital's wall clock as a datetime-local input takes it. */
function localInput(at: Date): string {
  const { date, time } = wallClock(at);
  return `${date.split('-').reverse().join('-')}T${time}`;
}

/** Fills a datetime field (its day box and its time box) with `at` on the hospital's clock. */
async function fillDateTime(page: Page, label: string, at: Date) {
  const { date, time } = wallClock(at);
  await page.getByRole('textbox', { name: label, exact: true }).fill(date);
  await page.getByLabel(`${label}: time`, { exact: true }).fill(time);
}

const MINUTE = 60_000;

/** A WHO checklist question as its form labels it, and the answer given (true: ticked). */
type Question = readonly [label: string, answer: true | string];

// The WHO Surgical Safety Checklist (2009), each step's questions in the WHO's words.
const SIGN_IN: Question[] = [
  ['Patient has confirmed identity, site, procedure and consent', true],
  ['Site marked', 'Yes'],
  ['Anaesthesia safety check completed', true],
  ['Pulse oximeter on patient and functioning', true],
  ['Does patient have a known allergy?', 'No'],
  ['Difficult airway/aspiration risk?', 'No'],
  ['Risk of >500 ml blood loss (7 ml/kg in children)?', 'No'],
];
const TIME_OUT: Question[] = [
  ['Confirm all team members have introduced themselves by name and role', true],
  ["Confirm the patient's name, procedure, and where the incision will be made", true],
  ['To surgeon: what are the critical or non-routine steps?', true],
  ['To anaesthetist: are there any patient-specific concerns?', true],
  ['To nursing team: has sterility (including indicator results) been confirmed?', true],
  ['Has antibiotic prophylaxis been given within the last 60 minutes?', 'Yes'],
  ['Is essential imaging displayed?', 'Not applicable'],
];
const SIGN_OUT: Question[] = [
  ['Nurse verbally confirms: the name of the procedure', true],
  ['Nurse verbally confirms: completion of instrument, sponge and needle counts', true],
  ['Nurse verbally confirms: specimen labelling', 'Labelled correctly'],
  ['Nurse verbally confirms: whether there are any equipment problems to be addressed', true],
  ['To surgeon, anaesthetist and nurse: what are the key concerns for recovery', true],
];

/** Heart rate, systolic, diastolic, SpO2 of the anesthesia record's entries. */
const VITALS = [
  ['88', '124', '78', '99'],
  ['76', '112', '70', '98'],
  ['72', '108', '66', '99'],
] as const;

/** Item, count before, count after (a swab short at the first count after). */
const COUNTS = [
  ['Swabs (raytec)', '10', '9'],
  ['Needles', '6', '6'],
] as const;

/** The modified Aldrete score's items, as the PACU record's score rows label them. */
const ALDRETE = [
  'Activity (0-2)',
  'Respiration (0-2)',
  'Circulation (0-2)',
  'Consciousness (0-2)',
  'O₂ Saturation (0-2)',
];

/**
 * From the case's page, begins a checklist step (its WHO checklist list's Add), answers every
 * question, creates and signs it, and comes back to the case.
 */
async function signChecklist(page: Page, casePath: string, phase: string, questions: Question[]) {
  if (new URL(page.url()).pathname !== casePath) await page.goto(casePath);
  await page
    .getByRole('region', { name: /^WHO Surgical Safety Checklist/ })
    .getByRole('link', { name: 'Add a checklist step' })
    .click();
  await expect(page.getByRole('heading', { level: 1, name: 'New Safety Checklist' })).toBeVisible();
  await pick(page, page.getByRole('combobox', { name: 'Step' }), phase);
  for (const [label, answer] of questions) {
    if (answer === true) await page.getByRole('checkbox', { name: label }).check();
    else await pick(page, page.getByRole('combobox', { name: label }), answer);
  }
  await page.getByRole('button', { name: 'Create', exact: true }).click();
  await expect(page).toHaveURL(/\/safetyChecklist\/l\/detail\/\d+$/);
  const status = page.getByRole('region', { name: 'Status' });
  await status.getByRole('button', { name: 'Sign', exact: true }).click();
  await expect(status).toContainText('Status: Signed');
  await page.goto(casePath);
}

test('a case is booked, passes the WHO checklist steps in order, is charted, counted and recovered', async ({
  browser,
}) => {
  // About 60 s alone; generous for a loaded machine (the waits end as soon as the page is right).
  test.setTimeout(360_000);
  const tag = letters(Date.now() % 26 ** 5);
  // Setup: a theatre of this run on the seeded OR Store (Liaison Manager), a surgeon and an
  // anesthetist (HR Manager), two patients (reception).
  const store = await apiAs('store-manager@tena.demo');
  const orStore = await firstRow(store, '/api/models/wareHouse?filter[code]=OR-STORE');
  const liaison = await apiAs('liaison-manager@tena.demo');
  const theatreCode = `OR${tag}`;
  const theatreName = `Theatre ${tag}`;
  await liaison.call('post', '/api/models/operationRoom', {
    code: theatreCode,
    name: theatreName,
    room_type: 'Major',
    warehouse: orStore.id,
  });
  const hr = await apiAs('hr-manager@tena.demo');
  const department = await firstRow(
    hr,
    '/api/models/department?filter[department_type]=Clinical&pageSize=1',
  );
  const surgeonLast = `Alemu${tag}`;
  await hr.call(
    'post',
    '/api/models/physician',
    physicianBody(department.id, {
      first_name: 'Dawit',
      last_name: surgeonLast,
      specialty: 'General Surgery',
      license_number: `MD-S${tag}`,
    }),
  );
  const anesthetistName = `Meron Tadesse ${tag}`;
  await hr.call('post', '/api/models/employee', {
    full_name: anesthetistName,
    sex: 'Female',
    phone: '911000222',
    job_title: 'Anesthetist',
    department: department.id,
    employment_type: 'Permanent',
    hire_date: '2020-09-01',
  });
  const reception = await apiAs('reception@tena.demo');
  const patient = await newPatient(reception);
  const other = await newPatient(reception);

  // 1. The Senior Doctor opens the theatre schedule and books the case into the theatre from a
  // few minutes ago for two hours (the operation is under way as the journey runs: its records
  // are refused at times it has not reached).
  const start = new Date(Math.floor(Date.now() / (5 * MINUTE)) * 5 * MINUTE - 10 * MINUTE);
  const day = localInput(start).slice(0, 10);
  const [doctorContext, doctor] = await personAt(browser, 'senior-doctor@tena.demo');
  const schedule = async () => {
    await doctor.goto('/admin/main/surgery');
    await expect(doctor.getByRole('heading', { level: 1, name: 'Surgery' })).toBeVisible();
    await doctor.getByLabel('Day', { exact: true }).fill(day);
    return doctor.getByRole('region', { name: `${theatreName} ${theatreCode}` });
  };
  async function book(who: { first: string }, from: Date) {
    await (await schedule()).waitFor();
    await doctor.getByRole('link', { name: 'Book a case' }).click();
    await expect(
      doctor.getByRole('heading', { level: 1, name: 'New Surgical Case' }),
    ).toBeVisible();
    await pick(
      doctor,
      doctor.getByRole('combobox', { name: 'Patient' }),
      new RegExp(who.first),
      who.first,
    );
    await doctor
      .getByRole('textbox', { name: 'Procedure', exact: true })
      .fill('Open appendicectomy');
    await pick(
      doctor,
      doctor.getByRole('combobox', { name: 'Pre-operative Diagnosis (ICD-10)' }),
      /^K35\.8 /,
      'K35.8',
    );
    await pick(doctor, doctor.getByRole('combobox', { name: 'Priority' }), 'Urgent');
    await pick(doctor, doctor.getByRole('combobox', { name: 'Side' }), 'Right');
    await pick(doctor, doctor.getByRole('combobox', { name: 'Operating Room' }), theatreName, tag);
    await pick(
      doctor,
      doctor.getByRole('combobox', { name: 'Surgeon' }),
      new RegExp(surgeonLast),
      surgeonLast,
    );
    await pick(doctor, doctor.getByRole('combobox', { name: 'Anesthetist' }), anesthetistName, tag);
    await pick(doctor, doctor.getByRole('combobox', { name: 'Anesthesia' }), 'General');
    await fillDateTime(doctor, 'Starts At', from);
    await fillDateTime(doctor, 'Ends At', new Date(from.getTime() + 120 * MINUTE));
    await doctor.getByRole('button', { name: 'Create', exact: true }).click();
  }
  await book(patient, start);
  await expect(doctor).toHaveURL(/\/surgicalCase\/l\/detail\/\d+$/);
  await expect(shown(doctor, 'Case Number')).toHaveText(/^SC-\d{4}-\d{6}$/);
  const caseNumber = (await shown(doctor, 'Case Number').textContent()) ?? '';
  const casePath = new URL(doctor.url()).pathname;
  await expect(doctor.getByRole('region', { name: 'Status' })).toContainText('Status: Scheduled');
  // The schedule lists it in its theatre, at its time, with its team.
  const booked = (await schedule()).getByRole('listitem').filter({ hasText: caseNumber });
  await expect(booked).toContainText(
    `${wallClock(start).time}–${wallClock(new Date(start.getTime() + 120 * MINUTE)).time} ${caseNumber}`,
  );
  await expect(booked).toContainText('Open appendicectomy, Right');
  await expect(booked).toContainText(`Anesthetist ${anesthetistName}`);
  await expect(booked).toContainText('Status: Scheduled · Urgent');
  await expectAccessible(doctor, booked);

  // Another patient's case in the same theatre an hour later overlaps it: refused, naming it.
  await book(other, new Date(start.getTime() + 60 * MINUTE));
  await expect(
    doctor.getByRole('alert').filter({ hasText: `${theatreCode} is booked` }),
  ).toContainText(`for ${caseNumber} (Open appendicectomy): pick another time or room`);
  await expect(doctor).toHaveURL(/\/surgicalCase\/l\/new/);
  await doctorContext.close();

  // 2. The Anesthesia Nurse starts pre-op; Sign in before the Sign In step is signed is refused,
  // naming what is missing.
  const [nurseContext, nurse] = await personAt(browser, 'anesthesia-nurse@tena.demo');
  await nurse.goto(casePath);
  const status = nurse.getByRole('region', { name: 'Status' });
  await status.getByRole('button', { name: 'Start pre-op' }).click();
  await expect(status).toContainText('Status: Pre-op');
  // A later step is not offered before its turn; Sign in is, and is refused until signed.
  await expect(status.getByRole('button', { name: 'Time out', exact: true })).toHaveCount(0);
  await status.getByRole('button', { name: 'Sign in', exact: true }).click();
  await expect(
    nurse.getByRole('alert').filter({ hasText: 'Sign in needs the signed Sign In checklist' }),
  ).toContainText(`none is begun for ${caseNumber}`);
  await expect(status).toContainText('Status: Pre-op');
  await expectAccessible(nurse, status);

  // The nurse answers each question of the Sign In step and signs it; then Sign in, Into theatre.
  await signChecklist(nurse, casePath, 'Sign In', SIGN_IN);
  await status.getByRole('button', { name: 'Sign in', exact: true }).click();
  await expect(status).toContainText('Status: Sign-in Done');
  await status.getByRole('button', { name: 'Into theatre' }).click();
  await expect(status).toContainText('Status: In Theatre');
  await signChecklist(nurse, casePath, 'Time Out', TIME_OUT);
  await status.getByRole('button', { name: 'Time out', exact: true }).click();
  await expect(status).toContainText('Status: Time-out Done');

  // 3. The Anesthesia Nurse records vital signs from the case's anesthesia record.
  const record = nurse.getByRole('region', { name: 'Anesthesia record' });
  for (const [heartRate, systolic, diastolic, spo2] of VITALS) {
    await record.getByRole('link', { name: 'Add vital signs' }).click();
    await expect(
      nurse.getByRole('heading', { level: 1, name: 'New Anesthesia Vital Signs' }),
    ).toBeVisible();
    await nurse.getByRole('textbox', { name: 'Heart Rate' }).fill(heartRate);
    await nurse.getByRole('textbox', { name: 'BP Systolic' }).fill(systolic);
    await nurse.getByRole('textbox', { name: 'BP Diastolic' }).fill(diastolic);
    await nurse.getByRole('textbox', { name: 'SpO₂' }).fill(spo2);
    await nurse.getByRole('button', { name: 'Create', exact: true }).click();
    await expect(nurse).toHaveURL(/\/anesthesiaVitalSign\/l\/detail\/\d+$/);
    await nurse.goto(casePath);
  }
  const vitals = record.getByRole('table', { name: `Vital signs of ${caseNumber}` });
  await expect(vitals.getByRole('row')).toHaveCount(VITALS.length + 1);
  for (const [index, [heartRate, systolic, diastolic, spo2]] of VITALS.entries())
    await expect(vitals.getByRole('row').nth(index + 1)).toContainText(
      `${heartRate}${systolic}${diastolic}${spo2}`,
    );
  const chart = nurse.getByRole('region', { name: 'Anesthesia chart' });
  await expect(chart.getByRole('figure').first()).toBeVisible();
  await expectAccessible(nurse, vitals);
  // The printed anesthesia record opens in a tab of its own without the app's navigation: the
  // case's header (number, patient, theatre), the vital signs' table with the three entries
  // and their trend drawn above it; Chromium prints it to A4 PDF pages that say the same.
  const [sheet] = await Promise.all([
    nurseContext.waitForEvent('page'),
    record.getByRole('link', { name: 'Print anesthesia record' }).click(),
  ]);
  await expect(sheet).toHaveURL(/\/admin\/main\/surgical-cases\/anesthesia-record\/\d+$/);
  await expect(sheet.getByRole('heading', { level: 1, name: 'Anesthesia Record' })).toBeVisible();
  await expect(sheet.getByRole('navigation')).toHaveCount(0);
  const printedRecord = sheet.locator('[data-print-document="anesthesiaRecord"]');
  for (const words of [caseNumber, patient.first, theatreName, 'Open appendicectomy'])
    await expect(printedRecord).toContainText(words);
  const printedVitals = sheet.getByRole('table', { name: 'Vital Signs' });
  await expect(printedVitals.getByRole('row')).toHaveCount(VITALS.length + 1);
  for (const [index, [heartRate, systolic, diastolic, spo2]] of VITALS.entries()) {
    const row = printedVitals.getByRole('row').nth(index + 1);
    for (const value of [heartRate, `${systolic}/${diastolic}`, spo2])
      await expect(row.getByRole('cell', { name: value, exact: true })).toHaveCount(1);
  }
  const trend = sheet.getByRole('img', {
    name: /^Heart rate, systolic and diastolic blood pressure and SpO₂ of 3 /,
  });
  await expect(trend).toBeVisible();
  expect(await trend.evaluate((image: HTMLImageElement) => image.naturalWidth)).toBeGreaterThan(0);
  await sheet.emulateMedia({ media: 'print' });
  const pages = await pdfPages(await sheet.pdf({ format: 'A4', preferCSSPageSize: true }));
  expect(pages.length).toBeGreaterThanOrEqual(1);
  expect(pages[0]?.width).toBeCloseTo(595.28, 0);
  expect(pages[0]?.height).toBeCloseTo(841.89, 0);
  const pdfText = pages.map((page) => page.text).join(' ');
  for (const words of ['Anesthesia Record', caseNumber, patient.first, 'Vital Signs'])
    expect(pdfText).toContain(words);
  await sheet.close();

  // 4. The Scrub Nurse counts: a swab short at the end. Sign out is refused while counts disagree.
  const [scrubContext, scrub] = await personAt(browser, 'scrub-nurse@tena.demo');
  await scrub.goto(casePath);
  const scrubStatus = scrub.getByRole('region', { name: 'Status' });
  await scrub
    .getByRole('region', { name: /^Counts/ })
    .getByRole('link', { name: 'Add a count sheet' })
    .click();
  await expect(scrub.getByRole('heading', { level: 1, name: 'New Count Sheet' })).toBeVisible();
  await scrub.getByRole('textbox', { name: 'Second Counter' }).fill('Tigist Haile');
  const counts = field(scrub, 'items');
  for (const [row, [item, before, after]] of COUNTS.entries()) {
    await scrub.getByRole('button', { name: 'Add Item' }).click();
    await scrub.getByRole('combobox', { name: `Item, row ${row + 1}` }).selectOption(item);
    await scrub.getByRole('textbox', { name: `Count Before, row ${row + 1}` }).fill(before);
    await scrub.getByRole('textbox', { name: `Count After, row ${row + 1}` }).fill(after);
    await counts.getByRole('button', { name: 'Save' }).click();
  }
  await scrub.getByRole('button', { name: 'Create', exact: true }).click();
  await expect(scrub).toHaveURL(/\/countSheet\/l\/detail\/\d+$/);
  const sheetPath = new URL(scrub.url()).pathname;
  await expect(shown(scrub, 'Status')).toHaveText('Discrepancy');
  await signChecklist(scrub, casePath, 'Sign Out', SIGN_OUT);
  await scrubStatus.getByRole('button', { name: 'Sign out', exact: true }).click();
  await expect(scrub.getByRole('alert').filter({ hasText: 'Counts disagree' })).toContainText(
    'Swabs (raytec) 10 before, 9 after',
  );
  await expect(scrubStatus).toContainText('Status: Time-out Done');
  // The missing swab is found; the recount is entered on the sheet, which reconciles.
  await scrub.goto(sheetPath);
  await scrub.getByRole('link', { name: 'Edit', exact: true }).click();
  await counts.getByRole('button', { name: 'Edit row 1' }).click();
  await scrub.getByRole('textbox', { name: 'Count After, row 1' }).fill('10');
  await counts.getByRole('button', { name: 'Save' }).click();
  await scrub
    .getByRole('textbox', { name: 'Action on a Discrepancy' })
    .fill('Swab found in the drapes and counted');
  await scrub.getByRole('button', { name: 'Update', exact: true }).click();
  await expect(shown(scrub, 'Status')).toHaveText('Reconciled');
  await scrub.goto(casePath);
  await scrubStatus.getByRole('button', { name: 'Sign out', exact: true }).click();
  await expect(scrubStatus).toContainText('Status: Sign-out Done');
  await scrubStatus.getByRole('button', { name: 'To recovery' }).click();
  await expect(scrubStatus).toContainText('Status: In Recovery');
  await scrubContext.close();

  // 5. The Recovery Nurse opens the PACU record on arrival. Discharge on a score of 7 is
  // refused; a later score of 10 allows it; Back to ward.
  const [recoveryContext, recovery] = await personAt(browser, 'recovery-nurse@tena.demo');
  const arrived = new Date(Math.floor(Date.now() / MINUTE) * MINUTE);
  const rescored = new Date(arrived.getTime() + MINUTE);
  await recovery.goto('/admin/main/pacuRecord/l/new');
  await expect(recovery.getByRole('heading', { level: 1, name: 'New PACU Record' })).toBeVisible();
  await pick(
    recovery,
    recovery.getByRole('combobox', { name: 'Surgical Case' }),
    new RegExp(caseNumber),
    caseNumber,
  );
  await fillDateTime(recovery, 'Arrived At', arrived);
  const scores = field(recovery, 'scores');
  async function addScore(row: number, at: Date, items: string[]) {
    await recovery.getByRole('button', { name: 'Add a score' }).click();
    // The row's Time is typed as the form's datetimes are: its day box and its time box.
    await fillDateTime(recovery, `Time, row ${row}`, at);
    for (const [index, name] of ALDRETE.entries())
      await recovery.getByRole('textbox', { name: `${name}, row ${row}` }).fill(items[index] ?? '');
    await scores.getByRole('button', { name: 'Save' }).click();
  }
  await addScore(1, arrived, ['1', '2', '1', '1', '2']);
  await fillDateTime(recovery, 'Discharged from PACU At', rescored);
  await recovery.getByRole('textbox', { name: 'Handed Over To' }).fill('Ward nurse, Surgical ward');
  await expectAccessible(recovery, scores);
  await recovery.getByRole('button', { name: 'Create', exact: true }).click();
  await expect(
    recovery.getByRole('alert').filter({ hasText: 'discharge needs 9 or more' }),
  ).toContainText('Aldrete score 7 at');
  await addScore(2, rescored, ['2', '2', '2', '2', '2']);
  await recovery.getByRole('button', { name: 'Create', exact: true }).click();
  await expect(recovery).toHaveURL(/\/pacuRecord\/l\/detail\/\d+$/);
  await expect(shown(recovery, 'Latest Aldrete Score')).toHaveText('10');
  await recovery.goto(casePath);
  const recoveryStatus = recovery.getByRole('region', { name: 'Status' });
  await recoveryStatus.getByRole('button', { name: 'Back to ward' }).click();
  await expect(recoveryStatus).toContainText('Status: Back to Ward');
  await recoveryContext.close();
  await nurseContext.close();
  for (const session of [store, liaison, hr, reception]) await session.api.dispose();
});
