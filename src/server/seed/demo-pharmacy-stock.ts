/**
 * The demo hospital's stores over the past ten weeks (demo-pharmacy-plan.ts times them from the
 * seed's today): goods received into the Main Store from the Ethiopian Pharmaceutical Supply
 * Service (EPSS, the public supplier of Ethiopia's hospitals), a local manufacturer (Addis
 * Pharmaceutical Factory) and two private importers (the importers' names are made up); the
 * Main Store's write-offs and count difference; and the OPD pharmacy's over-the-counter sales of
 * yesterday and today. Its transfers are in demo-pharmacy-transfers.ts.
 *
 * Days are counted back from today; expiry dates forward
 * from today (negative: already expired). Quantities are in each product's dispensing unit.
 * Costs are the product's selling price times the supplier's price ratio: EPSS sells at cost
 * plus a regulated margin and hospitals add theirs (Ethiopian Hospital Services Transformation
 * Guidelines, pharmacy chapter, 2017), so every cost is below its selling price.
 * Reorder levels (formulary-warehouses.ts) are about a month's use; the quantities leave many of
 * the Main Store's fast movers below them, zinc at zero there and ketamine never received.
 */

/** [product code, batch number, expiry in days from today, quantity] */
export type ReceiptLine = readonly [string, string, number, number];

export interface PlannedReceipt {
  daysAgo: number;
  clock: string;
  warehouse: string;
  supplier: string;
  invoice_reference: string;
  /** Cost as a share of the selling price. */
  costRatio: number;
  lines: readonly ReceiptLine[];
  notes?: string;
  /** Received into the wrong store and reversed by the Store Manager that day, this reason. */
  reversed?: { clock: string; reason: string };
}

const EPSS = 'EPSS (Ethiopian Pharmaceutical Supply Service), Addis Ababa Hub 1';

export const RECEIPTS: readonly PlannedReceipt[] = [
  {
    daysAgo: 70,
    clock: '09:30',
    warehouse: 'MAIN',
    supplier: EPSS,
    invoice_reference: 'EPSS SIV 004187',
    costRatio: 0.55,
    lines: [
      ['PCM-500-TAB', 'PCM24-0871', 690, 6000],
      ['AMOX-500-CAP', 'AMX-2406-11', 540, 3000],
      ['AMOX-250-DT', 'AMD-2409-03', 600, 500],
      ['AMOX-125-SUS', 'AMS-2311-07', -6, 60],
      ['AL-20-120-TAB', 'CA24E118', 520, 1800],
      ['PQ-7-5-TAB', 'PQ-24-0315', 480, 200],
      ['MET-500-TAB', 'MF-24-1102', 720, 4000],
      ['GLB-5-TAB', 'GB-24-0620', 600, 1000],
      ['ATV-20-TAB', 'AT24-0519', 650, 2000],
      ['AML-10-TAB', 'AML10-2405', 700, 1000],
      ['AML-5-TAB', 'AML5-2407', 730, 2000],
      ['HCT-25-TAB', 'HCZ-24-221', 560, 1000],
      ['LIS-5-TAB', 'LS5-24-0904', 640, 1500],
      ['ORS-LO-SAC', 'ORS-2408-22', 75, 1000],
      ['ORS-LO-SAC', 'ORS-2502-05', 820, 2000],
      ['ZNC-20-DT', 'ZN-24-117', 88, 200],
      ['FEFOL-TAB', 'IFA-24-0910', 500, 3000],
      ['SXT-240-SUS', 'CTX-S-2310', -15, 40],
      ['CQ-250-TAB', 'CQ-24-0207', 25, 500],
      ['GEN-80-INJ', 'GEN-2404-16', 40, 300],
      ['CFX-1G-INJ', 'CTR-24-0788', 610, 400],
      ['MTZ-250-TAB', 'MTZ-24-0330', 60, 1000],
      ['DIC-75-INJ', 'DCL-2311-04', -20, 100],
    ],
  },
  {
    daysAgo: 49,
    clock: '10:00',
    warehouse: 'MAIN',
    supplier: 'Addis Pharmaceutical Factory (APF), Adigrat',
    invoice_reference: 'APF INV 11824',
    costRatio: 0.6,
    lines: [
      ['PCM-500-TAB', 'APF-P-24091', 900, 4000],
      ['CPX-500-TAB', 'APF-C-24077', 760, 1000],
      ['OME-20-CAP', 'APF-O-24102', 700, 1000],
      ['IBU-400-TAB', 'APF-I-24115', 800, 3000],
      ['FES-200-TAB', 'APF-F-24066', 55, 1000],
      ['FOL-5-TAB', 'APF-FA-24040', 640, 1000],
      ['MEB-500-TAB', 'APF-M-24021', 700, 300],
      ['TTC-1-EYE', 'APF-T-23118', -2, 30],
    ],
  },
  {
    daysAgo: 40,
    clock: '09:00',
    warehouse: 'MAIN',
    supplier: EPSS,
    invoice_reference: 'EPSS SIV 004562',
    costRatio: 0.55,
    lines: [
      ['NS-1000-INF', 'NS-24-1190', 700, 500],
      ['RL-1000-INF', 'RL-24-0822', 680, 400],
      ['CFZ-1G-INJ', 'CFZ-24-0311', 540, 200],
      ['MTZ-500-INF', 'MTZ-I-2406', 520, 200],
      ['NIT-100-TAB', 'NF-24-0412', 450, 500],
      ['PCM-120-SYR', 'PCS-24-0730', 610, 200],
      ['EPO-4000-INJ', 'EPO-24-0219', 300, 40],
    ],
  },
  {
    daysAgo: 35,
    clock: '11:00',
    warehouse: 'MAIN',
    supplier: 'Abyssinia Medical Supplies Import PLC',
    invoice_reference: 'AMS/INV/7731',
    costRatio: 0.7,
    lines: [
      ['SYR-5ML', 'SY5-2406-88', 1100, 6000],
      ['CAN-20G', 'IVC20-2405', 1000, 600],
      ['IVSET-ADULT', 'IVS-2407-12', 1050, 600],
      ['GLV-EXAM-M', 'GLM-2408-31', 950, 1000],
      ['GLV-SURG-7-5', 'GS75-2406', 1000, 300],
      ['SUT-PGA-2-0', 'VCL-2405-19', 1050, 100],
      ['RDT-MALARIA', 'RDT-PF-2409', 80, 300],
      ['TUBE-EDTA-3ML', 'EDTA-2410-02', 700, 1500],
      ['LID-2-INJ', 'LID-2404-07', 500, 80],
    ],
  },
  {
    daysAgo: 9,
    clock: '14:00',
    warehouse: 'MAIN',
    supplier: 'Kibret Pharmaceuticals Import PLC',
    invoice_reference: 'KPI-2231',
    costRatio: 0.68,
    lines: [
      ['LOR-10-TAB', 'LOR-2409-4', 780, 500],
      ['ALMG-SUS', 'ANT-2408-17', 600, 120],
      ['CPM-4-TAB', 'CPM-2404-9', 85, 1000],
      ['VITA-200K-CAP', 'VA-2405-33', 400, 500],
    ],
  },
  // The maternity drugs, first received into the OPD Pharmacy by mistake and reversed, then
  // received where they belong.
  {
    daysAgo: 3,
    clock: '10:30',
    warehouse: 'OPD-PHARM',
    supplier: EPSS,
    invoice_reference: 'EPSS SIV 005018',
    costRatio: 0.55,
    lines: [
      ['OXY-10-INJ', 'OXY-2409-14', 420, 200],
      ['MGS-50-INJ', 'MGS-2407-03', 600, 100],
    ],
    reversed: {
      clock: '11:10',
      reason:
        'Wrong warehouse: the EPSS delivery was for the Main Store, keyed into the OPD Pharmacy; received again into the Main Store',
    },
  },
  {
    daysAgo: 3,
    clock: '11:20',
    warehouse: 'MAIN',
    supplier: EPSS,
    invoice_reference: 'EPSS SIV 005018',
    costRatio: 0.55,
    lines: [
      ['OXY-10-INJ', 'OXY-2409-14', 420, 200],
      ['MGS-50-INJ', 'MGS-2407-03', 600, 100],
    ],
    notes: 'Received again after the reversal of the receipt keyed into the OPD Pharmacy',
  },
];

/** A time: a past day's clock, or today so many minutes before the seed's moment. */
export type When = { daysAgo: number; clock: string } | { minutesAgo: number };
export const day = (daysAgo: number, clock: string): When => ({ daysAgo, clock });

export interface PlannedAdjustment {
  at: When;
  adjustment_type: 'Expired' | 'Damaged' | 'Count Difference';
  product: string;
  batch_number: string;
  /** Negative: units out; 'all' writes off what the batch holds. */
  quantity_change: number | 'all';
  reason: string;
}

export const ADJUSTMENTS: readonly PlannedAdjustment[] = [
  {
    at: day(20, '15:00'),
    adjustment_type: 'Damaged',
    product: 'NS-1000-INF',
    batch_number: 'NS-24-1190',
    quantity_change: -6,
    reason: 'Six bags leaking: their carton was crushed in delivery; set aside for disposal',
  },
  {
    at: day(18, '10:00'),
    adjustment_type: 'Expired',
    product: 'DIC-75-INJ',
    batch_number: 'DCL-2311-04',
    quantity_change: 'all',
    reason: 'Expired batch written off and moved to the disposal area (EFDA disposal guideline)',
  },
  {
    at: day(7, '16:00'),
    adjustment_type: 'Count Difference',
    product: 'PCM-500-TAB',
    batch_number: 'PCM24-0871',
    quantity_change: -40,
    reason: 'Quarterly physical count: 40 tablets fewer on the shelf than on the bin card',
  },
];

export interface PlannedSale {
  at: When;
  items: readonly (readonly [string, number])[];
  method: 'Cash' | 'Mobile money (telebirr)';
  /** Cash handed over, in birr (rounded up to a note); none: the exact total. */
  tendered?: number;
  reference?: string;
  customer_name?: string;
  /** Returned whole by the Pharmacy Manager, minutes later, for this reason. */
  returned?: { after: number; reason: string };
}

/** Over-the-counter sales at the OPD Pharmacy, by the Pharmacy Cashier. */
export const SALES: readonly PlannedSale[] = [
  {
    at: day(1, '09:20'),
    items: [
      ['PCM-500-TAB', 20],
      ['ORS-LO-SAC', 5],
    ],
    method: 'Cash',
    tendered: 100,
  },
  {
    at: day(1, '11:45'),
    items: [
      ['FES-200-TAB', 30],
      ['FOL-5-TAB', 30],
    ],
    method: 'Cash',
    tendered: 50,
  },
  {
    at: day(1, '14:10'),
    items: [
      ['IBU-400-TAB', 10],
      ['LOR-10-TAB', 10],
    ],
    method: 'Mobile money (telebirr)',
    reference: 'TB8KQ2H5XW',
  },
  {
    at: day(1, '16:30'),
    items: [['PCM-500-TAB', 10]],
    method: 'Cash',
    customer_name: 'Almaz (for her son)',
    tendered: 20,
    returned: {
      after: 25,
      reason:
        'Bought for a 4-year-old: tablets sold instead of syrup; unopened strip returned and the money refunded',
    },
  },
  {
    at: { minutesAgo: 200 },
    items: [
      ['ORS-LO-SAC', 4],
      ['ZNC-20-DT', 10],
    ],
    method: 'Cash',
    tendered: 60,
  },
  {
    at: { minutesAgo: 150 },
    items: [
      ['ALMG-SUS', 1],
      ['PCM-500-TAB', 10],
    ],
    method: 'Cash',
    tendered: 100,
  },
  {
    at: { minutesAgo: 70 },
    items: [['CPM-4-TAB', 10]],
    method: 'Cash',
    tendered: 10,
  },
  {
    at: { minutesAgo: 25 },
    items: [['FEFOL-TAB', 30]],
    method: 'Mobile money (telebirr)',
    reference: 'TB8KR7M2PD',
  },
];
