/**
 * The demo hospital's first morning at the cashiers, planned from its patients and today's
 * visits (demo-plan.ts): doctors' lab and radiology orders, and what the cashiers did with the
 * charges they made. Some are paid, one in part, one by an insured patient whose insurer owes
 * the rest, one billed to a credit company, one draft cancelled, one paid line refunded; the
 * rest wait unbilled, so the Reception, Lab and Radiology cashiers each have patients queueing
 * and the Credit Cashier has receivables to settle. seed-billing-activity.ts writes it.
 */
import { PAYERS } from './billing-reference';
import type { DemoPlan } from './demo-plan';

export type CashierRole = 'Reception Cashier' | 'Lab Cashier' | 'Radiology Cashier';

export interface PlannedOrder {
  model: 'labRequest' | 'radiologyRequest';
  /** A patient of the plan, by index. */
  patient: number;
  /** The visit it was ordered in: the one made by checking in this appointment (its index). */
  visit?: number;
  /** A lab request's tests, by their code in the laboratory catalogue (lab-catalogue*.ts). */
  tests?: string[];
  /** A radiology request's test, by its code (billing-services.ts). */
  testCode?: string;
  body_part?: string;
  priority: 'Routine' | 'Urgent';
  clinical_notes: string;
}

export interface PlannedBill {
  cashier: CashierRole;
  patient: number;
  /**
   * What it bills: the charges of these orders (indexes) or of the visit made by checking in
   * this appointment (its index).
   */
  orders?: number[];
  visit?: number;
  /** Submitted for payment, or a draft cancelled with this reason. */
  cancelled?: string;
  /** What the patient paid, each a share of their part of the invoice. */
  payments: { method: string; share: 'all' | 'half'; reference?: string }[];
  /** A line refunded by the Cashier Manager, by its position on the invoice. */
  refund?: { line: number; reason: string };
}

export interface BillingPlan {
  orders: PlannedOrder[];
  bills: PlannedBill[];
}

const kindOf = new Map(PAYERS.map((payer) => [payer.name, payer.kind]));

/** Which visits of today are under way: the seed checks in today's first three (demo-plan.ts). */
const checkedIn = (plan: DemoPlan) =>
  plan.appointments.flatMap((a, index) => (a.moves.includes('Checked In') ? [index] : []));

export function planBilling(plan: DemoPlan): BillingPlan {
  const visits = checkedIn(plan);
  const [withDoctor] = visits;
  if (withDoctor === undefined) throw new Error('demo billing: no visit checked in today');
  const taken = new Set(visits.map((index) => plan.appointments[index]?.patient));
  /** The next adult patient (in plan order) of this kind, not yet in today's story. */
  const next = (kind: 'cash' | 'Insurer' | 'Credit company', woman = false) => {
    const index = plan.patients.findIndex(
      (p, i) =>
        !taken.has(i) &&
        p.age >= 18 &&
        (!woman || (p.body.sex === 'Female' && p.age <= 49)) &&
        (kind === 'cash' ? p.payer === undefined : kindOf.get(p.payer ?? '') === kind),
    );
    if (index < 0) throw new Error(`demo billing: no ${kind} patient left`);
    taken.add(index);
    return index;
  };
  const visitPatient = plan.appointments[withDoctor]?.patient as number;
  const [paid, partly, waiting, insured, company, cancelled, malaria, back] = [
    next('cash'),
    next('cash'),
    next('cash'),
    next('Insurer'),
    next('Credit company'),
    next('cash'),
    next('cash'),
    next('cash', true),
  ];
  const blood = { model: 'labRequest', priority: 'Routine' } as const;
  const study = { model: 'radiologyRequest', priority: 'Routine' } as const;
  const orders: PlannedOrder[] = [
    {
      ...blood,
      patient: visitPatient,
      visit: withDoctor,
      tests: ['CBC', 'ESR'],
      clinical_notes: 'Fever and fatigue for a week',
    },
    {
      ...blood,
      patient: paid,
      tests: ['CBC', 'FBS', 'RFT'],
      clinical_notes: 'Annual check-up; known hypertensive',
    },
    {
      ...study,
      patient: partly,
      testCode: 'RAD-US-ABD',
      body_part: 'Abdomen',
      clinical_notes: 'Right upper quadrant pain after meals',
    },
    {
      ...blood,
      patient: waiting,
      tests: ['LIPID', 'FBS'],
      clinical_notes: 'Screening; family history of diabetes',
    },
    {
      ...blood,
      patient: insured,
      tests: ['CBC', 'LFT'],
      clinical_notes: 'Jaundice for three days',
    },
    {
      ...study,
      patient: company,
      testCode: 'RAD-CXR',
      body_part: 'Chest',
      clinical_notes: 'Pre-employment medical examination',
    },
    {
      ...study,
      patient: cancelled,
      testCode: 'RAD-XR-EXT',
      body_part: 'Left wrist',
      priority: 'Urgent',
      clinical_notes: 'Fall on an outstretched hand; swelling and tenderness',
    },
    {
      ...blood,
      patient: malaria,
      tests: ['BF', 'WIDAL'],
      priority: 'Urgent',
      clinical_notes: 'High-grade fever with chills after travel to Gambela',
    },
    {
      ...study,
      patient: back,
      testCode: 'RAD-XR-LS',
      body_part: 'Lumbosacral spine',
      clinical_notes: 'Low back pain for two months',
    },
  ];
  const cash = (share: 'all' | 'half') => ({ method: 'Cash', share });
  const bills: PlannedBill[] = [
    {
      cashier: 'Reception Cashier',
      patient: visitPatient,
      visit: withDoctor,
      payments: [cash('all')],
    },
    {
      cashier: 'Lab Cashier',
      patient: paid,
      orders: [1],
      payments: [cash('all')],
      refund: {
        line: 2,
        reason: 'Sample haemolysed and the patient declined a second draw: test not done',
      },
    },
    {
      cashier: 'Radiology Cashier',
      patient: partly,
      orders: [2],
      payments: [{ method: 'Mobile money (telebirr)', share: 'half', reference: 'TB7K2M9Q4D' }],
    },
    { cashier: 'Lab Cashier', patient: waiting, orders: [3], payments: [] },
    { cashier: 'Lab Cashier', patient: insured, orders: [4], payments: [cash('all')] },
    { cashier: 'Radiology Cashier', patient: company, orders: [5], payments: [] },
    {
      cashier: 'Radiology Cashier',
      patient: cancelled,
      orders: [6],
      cancelled: 'Patient went to bring money; to be billed again on return',
      payments: [],
    },
  ];
  return { orders, bills };
}
