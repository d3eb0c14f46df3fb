/**
 * The demo hospital's billing reference data: its company and branches, currencies, tax rates,
 * chart of accounts, payment methods and the insurers and credit companies that pay for
 * patients. The service catalogue and its payer prices are in billing-services.ts; the steps
 * that write both are in seed-billing-reference.ts.
 *
 * Sources, and what is ours:
 * - The hospital, its TIN, VAT number, addresses, phones and both credit companies are
 *   fictional. Sub-cities and woredas are Addis Ababa's real administrative units.
 * - ETB and USD: ISO 4217 (birr: 2 minor units; the birr is divided into 100 santim).
 * - VAT: 15% standard rate. Medical services and prescription medicines are exempt: Value
 *   Added Tax Proclamation No. 285/2002, Art. 8(2) ("the import or supply of prescription
 *   drugs specified in directives issued by the Minister of Health, and the rendering of
 *   medical services"), exemptions the Ministry of Finance's Directive No. 1006/2024 kept (EY
 *   Global Tax News 2024-1317, 8 July 2024). Proclamation No. 285/2002 was replaced in 2024 by
 *   the Value Added Tax Proclamation No. 1341/2024. We could not read the text of 1341/2024
 *   itself; our understanding that it keeps medical services and medicines supplied by
 *   hospitals exempt (not zero-rated: no input VAT is reclaimed) is not verified here, so a
 *   hospital should confirm its services' VAT treatment with its tax adviser.
 * - Insurers: Ethiopian Insurance Corporation (state-owned), Nyala Insurance S.C., Awash
 *   Insurance Company S.C. and Nile Insurance Company S.C. are real Ethiopian insurers that sell
 *   group medical cover. Their coverage percentages, payment terms and price lists here are
 *   illustrative demo figures, not their published terms, and their contact details are left
 *   empty rather than guessed.
 * - The chart of accounts is a small one of our own, in the usual numbering (1 assets,
 *   2 liabilities, 4 income).
 */

/** The first day of the Ethiopian fiscal year 2018 E.C. (Hamle 1): when the price lists start. */
export const PRICE_LIST_FROM = '2025-07-08';

export const CURRENCIES = [
  { code: 'ETB', name: 'Ethiopian Birr', symbol: 'Br', fraction_digits: 2, is_active: true },
  { code: 'USD', name: 'US Dollar', symbol: '$', fraction_digits: 2, is_active: false },
];

export const COMPANY = {
  name: 'Addis Tena General Hospital',
  legal_name: 'Addis Tena General Hospital PLC',
  tin: '0041726359',
  vat_number: '27391046',
  city: 'Addis Ababa',
  sub_city: 'Bole',
  woreda: 'Woreda 03',
  phone: '116180500',
  email: 'info@addistena-hospital.example',
  currencyCode: 'ETB',
};

export const BRANCHES = [
  {
    code: 'MAIN',
    name: 'Main Hospital, Bole',
    address: 'Bole sub-city, Woreda 03, off Africa Avenue',
    phone: '116180500',
    is_active: true,
  },
  {
    code: 'AYAT',
    name: 'Ayat Clinic',
    address: 'Yeka sub-city, Woreda 12, Ayat Square',
    phone: '116450720',
    is_active: true,
  },
];

export const TAX_RATES = [
  {
    code: 'VAT15',
    name: 'VAT 15%',
    rate_percent: 15,
    kind: 'Standard',
    description: 'The standard VAT rate, for supplies that are not medical services or medicines.',
    is_active: true,
  },
  {
    code: 'EXEMPT',
    name: 'VAT exempt',
    rate_percent: 0,
    kind: 'Exempt',
    description:
      'Medical services and prescription medicines supplied by the hospital: exempt from VAT (see the sources in billing-reference.ts).',
    is_active: true,
  },
];

type AccountType = 'Income' | 'Receivable' | 'Cash' | 'Bank' | 'Liability' | 'Expense';
export interface PlannedAccount {
  code: string;
  name: string;
  account_type: AccountType;
  /** A demo department's code (demo-tables.ts). */
  departmentCode?: string;
  /** An earlier account's code: parents come before their children. */
  parentCode?: string;
}

export const ACCOUNTS: PlannedAccount[] = [
  { code: '1000', name: 'Cash and Bank', account_type: 'Cash' },
  { code: '1010', name: 'Cash on Hand, Cashiers', account_type: 'Cash', parentCode: '1000' },
  {
    code: '1020',
    name: 'Commercial Bank of Ethiopia, Current Account',
    account_type: 'Bank',
    parentCode: '1000',
  },
  { code: '1030', name: 'telebirr Merchant Wallet', account_type: 'Bank', parentCode: '1000' },
  { code: '1100', name: 'Receivables', account_type: 'Receivable' },
  { code: '1110', name: 'Patient Receivables', account_type: 'Receivable', parentCode: '1100' },
  { code: '1120', name: 'Insurer Receivables', account_type: 'Receivable', parentCode: '1100' },
  {
    code: '1130',
    name: 'Credit Company Receivables',
    account_type: 'Receivable',
    parentCode: '1100',
  },
  { code: '2000', name: 'Current Liabilities', account_type: 'Liability' },
  { code: '2100', name: 'VAT Payable', account_type: 'Liability', parentCode: '2000' },
  { code: '2200', name: 'Patient Deposits', account_type: 'Liability', parentCode: '2000' },
  { code: '4000', name: 'Income', account_type: 'Income' },
  { code: '4100', name: 'Consultation Income', account_type: 'Income', parentCode: '4000' },
  {
    code: '4110',
    name: 'Registration and Card Fee Income',
    account_type: 'Income',
    parentCode: '4000',
  },
  {
    code: '4200',
    name: 'Laboratory Income',
    account_type: 'Income',
    departmentCode: 'LAB',
    parentCode: '4000',
  },
  {
    code: '4300',
    name: 'Radiology Income',
    account_type: 'Income',
    departmentCode: 'RAD',
    parentCode: '4000',
  },
  {
    code: '4400',
    name: 'Pharmacy Income',
    account_type: 'Income',
    departmentCode: 'PHARM',
    parentCode: '4000',
  },
  { code: '4500', name: 'Procedure Income', account_type: 'Income', parentCode: '4000' },
  {
    code: '4550',
    name: 'Operating Theatre Income',
    account_type: 'Income',
    departmentCode: 'SURG',
    parentCode: '4000',
  },
  { code: '4600', name: 'Bed-day Income', account_type: 'Income', parentCode: '4000' },
];

export const PAYMENT_METHODS = [
  { name: 'Cash', kind: 'Cash', accountCode: '1010', requires_reference: false },
  { name: 'Card', kind: 'Card', accountCode: '1020', requires_reference: true },
  {
    name: 'Mobile money (telebirr)',
    kind: 'Mobile money',
    accountCode: '1030',
    requires_reference: true,
  },
  { name: 'Bank transfer', kind: 'Bank transfer', accountCode: '1020', requires_reference: true },
  { name: 'Credit', kind: 'Credit', accountCode: '1130', requires_reference: false },
  { name: 'Insurance', kind: 'Insurance', accountCode: '1120', requires_reference: false },
];

export interface PlannedPayer {
  name: string;
  kind: 'Insurer' | 'Credit company';
  /** How the demo's member numbers of this payer begin (demo-patients.ts). */
  memberPrefix: string;
  coverage_percent: number;
  credit_limit?: string;
  payment_terms_days: number;
  accountCode: string;
  price_list_name: string;
  contact_person?: string;
  phone?: string;
  email?: string;
  address: string;
}

export const PAYERS: PlannedPayer[] = [
  {
    name: 'Ethiopian Insurance Corporation',
    kind: 'Insurer',
    memberPrefix: 'EIC',
    coverage_percent: 80,
    payment_terms_days: 45,
    accountCode: '1120',
    price_list_name: 'Ethiopian Insurance Corporation 2018 E.C.',
    address: 'Addis Ababa',
  },
  {
    name: 'Nyala Insurance S.C.',
    kind: 'Insurer',
    memberPrefix: 'NYL',
    coverage_percent: 90,
    payment_terms_days: 30,
    accountCode: '1120',
    price_list_name: 'Nyala Insurance 2018 E.C.',
    address: 'Addis Ababa',
  },
  {
    name: 'Awash Insurance Company S.C.',
    kind: 'Insurer',
    memberPrefix: 'AWI',
    coverage_percent: 80,
    payment_terms_days: 30,
    accountCode: '1120',
    price_list_name: 'Awash Insurance 2018 E.C.',
    address: 'Addis Ababa',
  },
  {
    name: 'Nile Insurance Company S.C.',
    kind: 'Insurer',
    memberPrefix: 'NIL',
    coverage_percent: 85,
    payment_terms_days: 30,
    accountCode: '1120',
    price_list_name: 'Nile Insurance 2018 E.C.',
    address: 'Addis Ababa',
  },
  {
    name: 'Entoto Coffee Exporters PLC',
    kind: 'Credit company',
    memberPrefix: 'ECE',
    coverage_percent: 100,
    credit_limit: '500000.00',
    payment_terms_days: 30,
    accountCode: '1130',
    price_list_name: 'Entoto Coffee staff agreement',
    contact_person: 'Meseret Alemu',
    phone: '911604417',
    email: 'hr@entoto-coffee.example',
    address: 'Kolfe Keranio sub-city, Woreda 08, Addis Ababa',
  },
  {
    name: 'Abay Bridge Construction PLC',
    kind: 'Credit company',
    memberPrefix: 'ABC',
    coverage_percent: 80,
    credit_limit: '300000.00',
    payment_terms_days: 45,
    accountCode: '1130',
    price_list_name: 'Abay Bridge Construction staff agreement',
    contact_person: 'Dawit Tadesse',
    phone: '911728350',
    email: 'finance@abay-bridge.example',
    address: 'Nifas Silk-Lafto sub-city, Woreda 05, Addis Ababa',
  },
];
