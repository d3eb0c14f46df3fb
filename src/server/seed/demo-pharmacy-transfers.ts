/**
 * The demo Main Store's transfers (demo-pharmacy-plan.ts times them from the seed's today): to
 * the pharmacies, the laboratory, the medical ward and the theatre, in every state a store sees
 * (received, in transit, approved waiting to be issued, requested, rejected with its reason),
 * each step by the role that takes it. Quantities leave the first batches to expire.
 */
import { day, type When } from './demo-pharmacy-stock';

type Keeper = 'Pharmacist' | 'Store Manager' | 'Lab Manager' | 'IPD Nurse' | 'Scrub Nurse';

export interface PlannedTransfer {
  from: string;
  to: string;
  /** [product code, quantity]: the first batches to expire go. */
  items: readonly (readonly [string, number])[];
  notes?: string;
  requested: { at: When; by: Keeper };
  /** The steps after the request, each by its role; a step's values go with it. */
  moves: readonly { to: string; at: When; by: Keeper; values?: Record<string, string> }[];
}

/** Approved, issued and received on one day by the Store Manager and the receiving keeper. */
const wholeDay = (daysAgo: number, receiver: Keeper) => [
  { to: 'Approved', at: day(daysAgo, '09:10'), by: 'Store Manager' as const },
  { to: 'Issued', at: day(daysAgo, '10:00'), by: 'Store Manager' as const },
  { to: 'Received', at: day(daysAgo, '11:00'), by: receiver },
];

export const TRANSFERS: readonly PlannedTransfer[] = [
  {
    from: 'MAIN',
    to: 'OPD-PHARM',
    notes: 'Monthly requisition (IPLS report and requisition form)',
    items: [
      ['PCM-500-TAB', 3000],
      ['AMOX-500-CAP', 1000],
      ['AMOX-250-DT', 300],
      ['AL-20-120-TAB', 480],
      ['PQ-7-5-TAB', 100],
      ['MET-500-TAB', 200],
      ['GLB-5-TAB', 300],
      ['ATV-20-TAB', 600],
      ['AML-10-TAB', 300],
      ['AML-5-TAB', 400],
      ['HCT-25-TAB', 300],
      ['LIS-5-TAB', 300],
      ['ORS-LO-SAC', 300],
      ['ZNC-20-DT', 200],
      ['FEFOL-TAB', 500],
      ['MTZ-250-TAB', 200],
    ],
    requested: { at: day(69, '08:40'), by: 'Pharmacist' },
    moves: wholeDay(69, 'Pharmacist'),
  },
  {
    from: 'MAIN',
    to: 'OPD-PHARM',
    items: [
      ['PCM-500-TAB', 1000],
      ['AMOX-500-CAP', 500],
      ['CPX-500-TAB', 200],
      ['OME-20-CAP', 300],
      ['IBU-400-TAB', 400],
      ['FES-200-TAB', 200],
      ['FOL-5-TAB', 200],
      ['MEB-500-TAB', 50],
      ['ORS-LO-SAC', 200],
      ['ATV-20-TAB', 300],
    ],
    requested: { at: day(46, '08:30'), by: 'Pharmacist' },
    moves: wholeDay(46, 'Pharmacist'),
  },
  {
    from: 'MAIN',
    to: 'IPD-PHARM',
    items: [
      ['CFX-1G-INJ', 100],
      ['CFZ-1G-INJ', 40],
      ['MTZ-500-INF', 60],
      ['RL-1000-INF', 80],
      ['NS-1000-INF', 80],
      ['PCM-500-TAB', 500],
    ],
    requested: { at: day(38, '08:15'), by: 'Pharmacist' },
    moves: wholeDay(38, 'Pharmacist'),
  },
  {
    from: 'MAIN',
    to: 'OPD-PHARM',
    items: [
      ['EPO-4000-INJ', 20],
      ['NIT-100-TAB', 100],
      ['PCM-120-SYR', 40],
    ],
    notes: 'Epoetin kept at 2-8 °C: carried in a cold box',
    requested: { at: day(38, '08:20'), by: 'Pharmacist' },
    moves: wholeDay(38, 'Pharmacist'),
  },
  {
    from: 'MAIN',
    to: 'LAB-STORE',
    items: [
      ['RDT-MALARIA', 100],
      ['TUBE-EDTA-3ML', 300],
      ['GLV-EXAM-M', 200],
    ],
    requested: { at: day(13, '08:30'), by: 'Lab Manager' },
    moves: wholeDay(13, 'Lab Manager'),
  },
  {
    from: 'MAIN',
    to: 'OPD-PHARM',
    items: [
      ['LOR-10-TAB', 100],
      ['ALMG-SUS', 30],
      ['CPM-4-TAB', 200],
    ],
    requested: { at: day(8, '08:30'), by: 'Pharmacist' },
    moves: wholeDay(8, 'Pharmacist'),
  },
  {
    from: 'MAIN',
    to: 'MW-STOCK',
    items: [
      ['NS-1000-INF', 20],
      ['CAN-20G', 50],
      ['IVSET-ADULT', 40],
      ['SYR-5ML', 200],
      ['GLV-EXAM-M', 100],
    ],
    requested: { at: day(6, '07:45'), by: 'IPD Nurse' },
    moves: wholeDay(6, 'IPD Nurse'),
  },
  // The ward's second request, rejected.
  {
    from: 'MAIN',
    to: 'MW-STOCK',
    items: [['GLV-EXAM-M', 2000]],
    requested: { at: day(1, '10:00'), by: 'IPD Nurse' },
    moves: [
      {
        to: 'Rejected',
        at: day(1, '11:00'),
        by: 'Store Manager',
        values: {
          rejection_reason:
            '2,000 pairs is a month of the whole hospital, and the Main Store is below its own reorder level until the next EPSS delivery: request a week of the ward (about 200 pairs)',
        },
      },
    ],
  },
  // In transit: metformin the OPD pharmacy ran short of, issued this morning.
  {
    from: 'MAIN',
    to: 'OPD-PHARM',
    items: [
      ['MET-500-TAB', 1200],
      ['PCM-500-TAB', 2000],
    ],
    requested: { at: day(1, '15:00'), by: 'Pharmacist' },
    moves: [
      { to: 'Approved', at: { minutesAgo: 120 }, by: 'Store Manager' },
      { to: 'Issued', at: { minutesAgo: 90 }, by: 'Store Manager' },
    ],
  },
  // The theatre's weekly requisition, entered by its scrub nurse and approved by the Store
  // Manager (whoever requests does not approve); not yet issued.
  {
    from: 'MAIN',
    to: 'OR-STORE',
    items: [
      ['SUT-PGA-2-0', 24],
      ['GLV-SURG-7-5', 100],
      ['LID-2-INJ', 20],
    ],
    notes: "Theatre's weekly requisition, signed by the theatre head nurse",
    requested: { at: { minutesAgo: 150 }, by: 'Scrub Nurse' },
    moves: [{ to: 'Approved', at: { minutesAgo: 140 }, by: 'Store Manager' }],
  },
  // Waiting for the Store Manager's approval.
  {
    from: 'MAIN',
    to: 'IPD-PHARM',
    items: [
      ['CFX-1G-INJ', 100],
      ['RL-1000-INF', 80],
    ],
    requested: { at: { minutesAgo: 30 }, by: 'Pharmacist' },
    moves: [],
  },
];
