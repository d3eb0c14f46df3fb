// Dispensing a prescription of 5 medicines under 10 concurrent pharmacists (issue 20), through
// the whole app in this process (app.inject: routing, auth, the write pipeline and the
// pharmacy.dispensing rule: the prescription and its items locked, each row checked against what
// is left, a Dispensing movement first expiry first out through the stock ledger, one charge per
// medicine, the items and the prescription moved on), on the seeded demo hospital, SQLite and
// (when a server is given) PostgreSQL. The demo's formulary medicines (else five made here) get a
// large receipt into a pharmacy; the Doctor (with a physician record of their e-mail) writes a
// pool of prescriptions of 5 items; then 10 workers, each signed in as the Pharmacist, post
// dispensings one after another, each of a prescription of its own, and each POST is timed.
// Target (issue 20): p99 under 50 ms on SQLite.
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { Session } from 'node:inspector/promises';
import { performance } from 'node:perf_hooks';
import type { FastifyInstance } from 'fastify';
import { patientBody, physicianBody } from '../tests/helpers/patients';
import { reportLatency } from './latency';
import { demoHospitalApp, onEachDatabase, signInDemo } from './setup';

const PASSWORD = 'bench-pass-1';
const ITEMS = 5;
const PHARMACISTS = 10;
const WARM_UP = 20;
const MEASURED = 300;
const P99_TARGET_MS = 50;

type Headers = Record<string, string>;
type Row = Record<string, unknown>;

async function ok(
  app: FastifyInstance,
  method: 'GET' | 'POST',
  url: string,
  h: Headers,
  body?: object,
) {
  const res = await app.inject({
    method,
    url: `/api/models/${url}`,
    headers: h,
    ...(body ? { payload: body } : {}),
  });
  if (res.statusCode >= 300) throw new Error(`${method} ${url}: ${res.statusCode} ${res.body}`);
  return res.json() as Row;
}

const rowsOf = async (app: FastifyInstance, url: string, h: Headers) =>
  (await ok(app, 'GET', url, h)).rows as Row[];

/**
 * The main thread's CPU time in ms (Linux: its utime and stime in /proc, at the clock's 10 ms
 * ticks): the one thread every request waits for, without the thread pool's syncs and the
 * reader threads that process.cpuUsage adds. Undefined elsewhere.
 */
function mainThreadCpuMs(): number | undefined {
  const file = `/proc/self/task/${process.pid}/stat`;
  if (!existsSync(file)) return undefined;
  const fields = readFileSync(file, 'utf8').split(') ')[1]?.split(' ') ?? [];
  // After "pid (comm) ": state is field 3, utime 14 and stime 15 (proc(5)).
  return (Number(fields[11]) + Number(fields[12])) * 10;
}

/** Five active medicines with a dispensing unit: the demo formulary's, else made here. */
async function medicines(app: FastifyInstance, manager: Headers): Promise<Row[]> {
  const found = (
    await rowsOf(
      app,
      'product?filter[product_type]=Medicine&filter[is_active]=true&pageSize=50',
      manager,
    )
  ).filter((product) => product.unit != null);
  if (found.length >= ITEMS) return found.slice(0, ITEMS);
  const made = (model: string, body: Row) => ok(app, 'POST', model, manager, body);
  const tablet = await made('unitOfMeasurement', {
    code: 'bench-tab',
    name: 'Tablet',
    kind: 'Count',
  });
  const oral = await made('medicineRoute', { code: 'BENCH-PO', name: 'Oral' });
  const category = await made('productCategory', {
    name: 'Bench medicines',
    product_type: 'Medicine',
  });
  // Tablets of the WHO Model List of Essential Medicines (23rd list, 2023).
  const names = ['paracetamol', 'metformin', 'amlodipine', 'enalapril', 'hydrochlorothiazide'];
  const products: Row[] = [];
  for (const [i, generic] of names.entries())
    products.push(
      await made('product', {
        code: `BENCH-${i + 1}`,
        name: `${generic} 500 mg tablet`,
        product_type: 'Medicine',
        product_category: category.id,
        generic_name: generic,
        strength: '500 mg',
        dosage_form: 'Tablet',
        route: oral.id,
        unit: tablet.id,
        pack_size: 100,
        unit_price: '1.00',
        requires_prescription: true,
        is_active: true,
      }),
    );
  return products;
}

/** A pharmacy the Pharmacist dispenses from: the demo's, else one made here. */
async function pharmacy(app: FastifyInstance, manager: Headers): Promise<number> {
  const stores = await rowsOf(
    app,
    'wareHouse?filter[warehouse_type]=Pharmacy&pageSize=50',
    manager,
  );
  const own = stores.find(
    (s) => Array.isArray(s.issuing_roles) && s.issuing_roles.includes('Pharmacist') && s.is_active,
  );
  if (own) return Number(own.id);
  const made = await ok(app, 'POST', 'wareHouse', manager, {
    code: 'BENCH-PH',
    name: 'Bench pharmacy',
    warehouse_type: 'Pharmacy',
    issuing_roles: ['Pharmacist', 'Pharmacy Manager'],
    is_active: true,
  });
  return Number(made.id);
}

/** The Doctor's physician record (its e-mail the doctor's), filed by the HR Manager if missing. */
async function doctorsRecord(app: FastifyInstance, hr: Headers, doctorEmail: string) {
  const [own] = await rowsOf(app, `physician?filter[email]=${encodeURIComponent(doctorEmail)}`, hr);
  if (own) return;
  const [department] = await rowsOf(app, 'department?pageSize=1', hr);
  await ok(
    app,
    'POST',
    'physician',
    hr,
    physicianBody(Number(department?.id), { email: doctorEmail, license_number: 'MD-BENCH-1' }),
  );
}

async function run(label: string, dataDir: string, databaseUrl?: string) {
  const { app, close, counter } = await demoHospitalApp({
    dataDir,
    databaseUrl,
    password: PASSWORD,
    countStatements: true,
  });
  try {
    const as = async (role: string) => (await signInDemo(app, role, PASSWORD)).headers;
    const manager = await as('Pharmacy Manager');
    const store = await as('Store Manager');
    const doctor = await as('Doctor');
    const hr = await as('HR Manager');
    const reception = await as('Reception');
    const pharmacists: Headers[] = [];
    for (let i = 0; i < PHARMACISTS; i++) pharmacists.push(await as('Pharmacist'));
    let started = performance.now();
    const products = await medicines(app, manager);
    const warehouse = await pharmacy(app, manager);
    const total = WARM_UP + MEASURED;
    const expiry = `${new Date().getUTCFullYear() + 2}-12-31`;
    await ok(app, 'POST', 'stockReceipt', store, {
      warehouse,
      supplier: 'Ethiopian Pharmaceuticals Supply Service (EPSS)',
      invoice_reference: 'BENCH-INV-1',
      items: products.map((product, i) => ({
        product: product.id,
        batch_number: `BENCH-${i}`,
        expiry_date: expiry,
        quantity: total * 10,
        unit_cost: '0.50',
      })),
    });
    await doctorsRecord(app, hr, 'doctor@tena.demo');
    let patients = await rowsOf(app, 'patient?pageSize=60', doctor);
    // Allergies would ask for override reasons: these prescriptions go to patients with none.
    patients = patients.filter(
      (p) => !p.allergies || /^(none|nil|nkda)$/i.test(String(p.allergies)),
    );
    while (patients.length < 20)
      patients.push(
        await ok(app, 'POST', 'patient', reception, patientBody({ allergies: 'None' })),
      );
    const prescriptions: { id: number; items: number[] }[] = [];
    for (let i = 0; i < total; i++) {
      const rx = await ok(app, 'POST', 'prescription', doctor, {
        patient: patients[i % patients.length]?.id,
        diagnosis: 'Hypertension with type 2 diabetes mellitus',
      });
      const items: number[] = [];
      for (const product of products) {
        const item = await ok(app, 'POST', 'prescriptionItem', doctor, {
          prescription: rx.id,
          product: product.id,
          dose: 1,
          dose_unit: product.unit,
          frequency: 'Once daily',
          duration_days: 5,
        });
        items.push(Number(item.id));
      }
      prescriptions.push({ id: Number(rx.id), items });
    }
    console.log(
      `${`${total} prescriptions of ${ITEMS} medicines written, stock received (${label})`.padEnd(60)} ${(performance.now() - started).toFixed(0)} ms`,
    );

    const dispense = async (rx: { id: number; items: number[] }, headers: Headers) => {
      const t0 = performance.now();
      const res = await app.inject({
        method: 'POST',
        url: '/api/models/dispensing',
        headers,
        payload: {
          prescription: rx.id,
          warehouse,
          items: rx.items.map((item) => ({ prescription_item: item, quantity: 5 })),
        },
      });
      const took = performance.now() - t0;
      if (res.statusCode !== 201) throw new Error(`dispensing: ${res.statusCode} ${res.body}`);
      return took;
    };
    // Warm-up, one pharmacist alone: not in the latency figures, but the cost of one dispensing
    // alone is read from its second half, once the code is compiled: statements sent, time, and
    // this process's CPU time (on a shared machine the steadier figure; it leaves out waiting
    // for the disk, such as SQLite's commit).
    const alone: number[] = [];
    const cpu: number[] = [];
    let statements = 0;
    for (const [i, rx] of prescriptions.slice(0, WARM_UP).entries()) {
      counter?.take();
      if (counter) counter.logging = i === WARM_UP - 1;
      const cpuBefore = process.cpuUsage();
      const took = await dispense(rx, pharmacists[0] ?? manager);
      const used = process.cpuUsage(cpuBefore);
      if (i < WARM_UP / 2) continue;
      alone.push(took);
      cpu.push((used.user + used.system) / 1000);
      statements = counter?.take() ?? 0;
    }
    if (counter) counter.logging = false;
    const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[xs.length >> 1] ?? 0;
    console.log(
      `${`one dispensing alone (${label}): ${statements} statements, median`.padEnd(60)} ${median(alone).toFixed(1)} ms  cpu=${median(cpu).toFixed(1)} ms`,
    );
    const queue = prescriptions.slice(WARM_UP);
    const times: number[] = [];
    // BENCH_CPU_PROFILE=<file>: a V8 CPU profile of the measured dispensings (SQLite's run only),
    // to open in Chrome's DevTools or speedscope and see where their CPU time goes.
    const profileFile = label === 'SQLite' ? process.env.BENCH_CPU_PROFILE : undefined;
    const profiler = profileFile ? new Session() : undefined;
    if (profiler) {
      profiler.connect();
      await profiler.post('Profiler.enable');
      await profiler.post('Profiler.start');
    }
    const cpuBefore = process.cpuUsage();
    const mainBefore = mainThreadCpuMs();
    started = performance.now();
    await Promise.all(
      pharmacists.map(async (headers) => {
        for (let rx = queue.shift(); rx; rx = queue.shift())
          times.push(await dispense(rx, headers));
      }),
    );
    const wall = performance.now() - started;
    const cpuUsed = process.cpuUsage(cpuBefore);
    const mainAfter = mainThreadCpuMs();
    if (profiler && profileFile) {
      const { profile } = await profiler.post('Profiler.stop');
      writeFileSync(profileFile, JSON.stringify(profile));
      profiler.disconnect();
    }
    reportLatency(
      `dispensing of ${ITEMS} items, ${PHARMACISTS} pharmacists at once, POST (${label})`,
      times,
      label === 'SQLite' ? P99_TARGET_MS : undefined,
    );
    // CPU time per dispensing while they ran, the process's and its main thread's: on a shared
    // machine the steadier figures (10 at once wait mostly for the one main thread).
    const cpuEach = (cpuUsed.user + cpuUsed.system) / 1000 / times.length;
    const mainEach =
      mainBefore === undefined || mainAfter === undefined
        ? ''
        : `  main thread=${((mainAfter - mainBefore) / times.length).toFixed(1)} ms`;
    console.log(
      `${`  ${times.length} dispensings in (${label})`.padEnd(60)} ${wall.toFixed(0)} ms  cpu=${cpuEach.toFixed(1)} ms each${mainEach}`,
    );
  } finally {
    await close();
  }
}

console.log(`dispensing: ${ITEMS} items under ${PHARMACISTS} concurrent pharmacists`);
await onEachDatabase(run);
