/**
 * The demo hospital's service catalogue (every billable thing, after ERPNext's Item) and the
 * payers' prices where they differ from the cash price (after ERPNext's Item Price).
 *
 * Sources: the prices are our estimates of what a private general hospital in Addis Ababa
 * charged in 2024/25 in birr, not any hospital's published list; treat them as plausible
 * orders of magnitude. Laboratory services are made by the laboratory catalogue's tests
 * (lab-catalogue*.ts, rule laboratory.test-service), each sharing its test's code and price;
 * radiology services likewise by the radiology catalogue's studies (radiology-catalogue.ts, rule
 * radiology.test-service). VAT treatment: see billing-reference.ts.
 */
import { PAYERS, PRICE_LIST_FROM } from './billing-reference';

type Category =
  | 'Consultation'
  | 'Laboratory'
  | 'Radiology'
  | 'Procedure'
  | 'Bed-day'
  | 'Product'
  | 'Registration'
  | 'Other';
type CashierPoint = 'Reception' | 'Lab' | 'Radiology' | 'Pharmacy' | 'Service' | 'OR' | 'Liaison';
type Unit = 'Visit' | 'Test' | 'Study' | 'Procedure' | 'Day' | 'Each';

export interface PlannedService {
  code: string;
  name: string;
  category: Category;
  /** A demo department's code (demo-tables.ts). */
  departmentCode?: string;
  cashier_point: CashierPoint;
  unit: Unit;
  /** The cash price in whole birr. */
  price: number;
  taxCode: 'VAT15' | 'EXEMPT';
  accountCode: string;
}

/** Services of one kind: what they share, then [code, name, price, department] each. */
function kind(
  shared: Omit<PlannedService, 'code' | 'name' | 'price' | 'departmentCode'>,
  rows: [code: string, name: string, price: number, departmentCode?: string][],
): PlannedService[] {
  return rows.map(([code, name, price, departmentCode]) => ({
    ...shared,
    code,
    name,
    price,
    ...(departmentCode ? { departmentCode } : {}),
  }));
}

const exempt = { taxCode: 'EXEMPT' } as const;

export const SERVICES: PlannedService[] = [
  ...kind(
    {
      category: 'Registration',
      cashier_point: 'Reception',
      unit: 'Visit',
      accountCode: '4110',
      ...exempt,
    },
    [['REG-CARD', 'Registration and card fee', 200]],
  ),
  ...kind(
    {
      category: 'Consultation',
      cashier_point: 'Reception',
      unit: 'Visit',
      accountCode: '4100',
      ...exempt,
    },
    [
      ['CON-GEN', 'General consultation', 500, 'IM'],
      ['CON-FU', 'Follow-up consultation (within 14 days)', 300, 'IM'],
      ['CON-IM-SP', 'Internal medicine specialist consultation', 1000, 'IM'],
      ['CON-PED-SP', 'Pediatric specialist consultation', 1000, 'PED'],
      ['CON-OBG-SP', 'Obstetrics and gynecology specialist consultation', 1000, 'OBGYN'],
      ['CON-SURG-SP', 'Surgical specialist consultation', 1000, 'SURG'],
      ['CON-ER', 'Emergency consultation', 800, 'ER'],
    ],
  ),
  // Laboratory services are not listed here: each test of the laboratory catalogue
  // (lab-catalogue*.ts) keeps its own, with its code and price (laboratory.test-service).
  // Radiology services are not listed here either: each study of the radiology catalogue
  // (radiology-catalogue.ts) keeps its own, with its code and price (radiology.test-service).
  ...kind(
    {
      category: 'Procedure',
      cashier_point: 'Service',
      unit: 'Procedure',
      accountCode: '4500',
      ...exempt,
    },
    [
      ['PRC-DRESS', 'Wound dressing', 250, 'ER'],
      ['PRC-SUTURE', 'Suturing of a simple laceration', 800, 'ER'],
      ['PRC-IVCAN', 'IV cannulation', 200, 'ER'],
      ['PRC-INJ', 'Injection (IM or IV), per dose', 100, 'ER'],
      ['PRC-NEB', 'Nebulisation', 300, 'ER'],
      ['PRC-CATH', 'Urinary catheterisation', 400, 'ER'],
      ['PRC-ECG', 'Electrocardiogram (ECG)', 600, 'IM'],
    ],
  ),
  ...kind(
    {
      category: 'Procedure',
      cashier_point: 'OR',
      unit: 'Procedure',
      accountCode: '4550',
      ...exempt,
    },
    [
      ['OR-MINOR', 'Operating theatre fee, minor operation', 5000, 'SURG'],
      ['OR-MAJOR', 'Operating theatre fee, major operation', 25000, 'SURG'],
    ],
  ),
  ...kind(
    { category: 'Bed-day', cashier_point: 'Liaison', unit: 'Day', accountCode: '4600', ...exempt },
    [
      ['BED-GEN', 'Bed-day, general ward', 1800],
      ['BED-PVT', 'Bed-day, private room', 4500],
      ['BED-ICU', 'Bed-day, intensive care unit', 15000],
    ],
  ),
  // Not a medical service (a document for an employer, embassy or court): standard-rated in
  // our reading, which a hospital should confirm with its tax adviser.
  ...kind(
    {
      category: 'Other',
      cashier_point: 'Reception',
      unit: 'Each',
      accountCode: '4110',
      taxCode: 'VAT15',
    },
    [['OTH-MEDCERT', 'Medical certificate', 300]],
  ),
];

export interface PlannedServicePrice {
  serviceCode: string;
  payer: string;
  /** The payer's rate in birr, to the santim. */
  rate: number;
  valid_from: string;
}

/** A rate in birr rounded to whole birr, as price lists quote them. */
const markedUp = (price: number, factor: number) => Math.round(price * factor);

/**
 * Where payers pay otherwise than cash: insurers pay 10% more for specialist consultations and
 * bed-days (their agreements price in claim handling and late payment), and Entoto Coffee's
 * staff agreement has 10% off the general consultation.
 */
export const SERVICE_PRICES: PlannedServicePrice[] = [
  ...PAYERS.filter((payer) => payer.kind === 'Insurer').flatMap((payer) =>
    SERVICES.filter((s) => s.code.endsWith('-SP') || s.category === 'Bed-day').map((service) => ({
      serviceCode: service.code,
      payer: payer.name,
      rate: markedUp(service.price, 1.1),
      valid_from: PRICE_LIST_FROM,
    })),
  ),
  {
    serviceCode: 'CON-GEN',
    payer: 'Entoto Coffee Exporters PLC',
    rate: markedUp(500, 0.9),
    valid_from: PRICE_LIST_FROM,
  },
];
