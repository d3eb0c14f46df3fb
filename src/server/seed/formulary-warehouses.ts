/**
 * The stores of a general hospital and who issues from each (the Store Manager runs the main
 * store; pharmacists dispense and the pharmacy cashier sells over the counter from the OPD
 * pharmacy; the inpatient and emergency pharmacy dispenses around the clock; theatre nurses
 * issue the OR store; the laboratory its reagents; ward nurses their ward's stock), after the
 * Ethiopian Hospital Services Transformation Guidelines (Ministry of Health, 2017), pharmacy
 * services chapter (Auditable Pharmaceutical Transactions and Services, APTS). And the reorder
 * levels of the fast movers, in dispensing units: about a month of a general hospital's use in
 * the main store and a week's in the dispensing units (our estimates).
 */

export const WAREHOUSES = [
  {
    code: 'MAIN',
    name: 'Main Store',
    warehouse_type: 'Main Store',
    location: 'Store block, ground floor',
    issuing_roles: ['Store Manager'],
  },
  {
    code: 'OPD-PHARM',
    name: 'OPD Pharmacy',
    warehouse_type: 'Pharmacy',
    location: 'Outpatient block, ground floor',
    issuing_roles: ['Pharmacist', 'Pharmacy Manager', 'Pharmacy Cashier'],
  },
  {
    code: 'IPD-PHARM',
    name: 'Inpatient and Emergency Pharmacy',
    warehouse_type: 'Pharmacy',
    location: 'Emergency block, ground floor (24 hours)',
    issuing_roles: ['Pharmacist', 'Pharmacy Manager'],
  },
  {
    code: 'OR-STORE',
    name: 'OR Store',
    warehouse_type: 'OR Store',
    location: 'Operating theatre, first floor',
    issuing_roles: ['Anesthesia Nurse', 'Scrub Nurse'],
  },
  {
    code: 'LAB-STORE',
    name: 'Laboratory Store',
    warehouse_type: 'Laboratory Store',
    location: 'Laboratory, first floor',
    issuing_roles: ['Lab Manager', 'Lab User'],
  },
  {
    code: 'RAD-STORE',
    name: 'Radiology Store',
    warehouse_type: 'Radiology Store',
    location: 'Imaging department, ground floor',
    issuing_roles: ['Radiology Manager', 'Radiology User'],
  },
  {
    code: 'MW-STOCK',
    name: 'Medical Ward Stock',
    warehouse_type: 'Ward Stock',
    location: 'Medical ward, second floor',
    issuing_roles: ['IPD Nurse'],
  },
  {
    code: 'ER-STOCK',
    name: 'Emergency Department Stock',
    warehouse_type: 'Ward Stock',
    location: 'Emergency department',
    issuing_roles: ['Emergency Nurse'],
  },
] as const;

/** Product code -> [warehouse code, reorder level][]. */
export const REORDER_LEVELS: Readonly<Record<string, readonly (readonly [string, number])[]>> = {
  'PCM-500-TAB': [
    ['MAIN', 10000],
    ['OPD-PHARM', 2000],
    ['IPD-PHARM', 500],
  ],
  'AMOX-500-CAP': [
    ['MAIN', 5000],
    ['OPD-PHARM', 1000],
  ],
  'AMOX-125-SUS': [
    ['MAIN', 200],
    ['OPD-PHARM', 40],
  ],
  'CFX-1G-INJ': [
    ['MAIN', 500],
    ['IPD-PHARM', 100],
    ['ER-STOCK', 20],
  ],
  'MET-500-TAB': [
    ['MAIN', 6000],
    ['OPD-PHARM', 1200],
  ],
  'AML-5-TAB': [
    ['MAIN', 5000],
    ['OPD-PHARM', 1000],
  ],
  'LIS-5-TAB': [
    ['MAIN', 3000],
    ['OPD-PHARM', 600],
  ],
  'ATV-20-TAB': [
    ['MAIN', 3000],
    ['OPD-PHARM', 600],
  ],
  'AL-20-120-TAB': [
    ['MAIN', 2400],
    ['OPD-PHARM', 480],
  ],
  'ORS-LO-SAC': [
    ['MAIN', 1000],
    ['OPD-PHARM', 200],
    ['ER-STOCK', 50],
  ],
  'ZNC-20-DT': [
    ['MAIN', 1000],
    ['OPD-PHARM', 200],
  ],
  'IBU-400-TAB': [
    ['MAIN', 3000],
    ['OPD-PHARM', 600],
  ],
  'NS-1000-INF': [
    ['MAIN', 400],
    ['IPD-PHARM', 80],
    ['ER-STOCK', 30],
    ['MW-STOCK', 20],
  ],
  'RL-1000-INF': [
    ['MAIN', 400],
    ['IPD-PHARM', 80],
    ['ER-STOCK', 30],
    ['OR-STORE', 30],
  ],
  'OXY-10-INJ': [
    ['MAIN', 300],
    ['IPD-PHARM', 50],
    ['OR-STORE', 20],
  ],
  'MGS-50-INJ': [
    ['MAIN', 100],
    ['IPD-PHARM', 20],
  ],
  'KET-500-INJ': [
    ['MAIN', 50],
    ['OR-STORE', 10],
  ],
  'LID-2-INJ': [
    ['MAIN', 100],
    ['OR-STORE', 20],
    ['ER-STOCK', 10],
  ],
  'SYR-5ML': [
    ['MAIN', 5000],
    ['OPD-PHARM', 500],
    ['ER-STOCK', 300],
    ['MW-STOCK', 200],
  ],
  'CAN-20G': [
    ['MAIN', 1000],
    ['ER-STOCK', 100],
    ['MW-STOCK', 50],
  ],
  'IVSET-ADULT': [
    ['MAIN', 1000],
    ['ER-STOCK', 100],
    ['MW-STOCK', 50],
  ],
  'GLV-EXAM-M': [
    ['MAIN', 2000],
    ['ER-STOCK', 200],
    ['MW-STOCK', 200],
    ['LAB-STORE', 200],
  ],
  'GLV-SURG-7-5': [
    ['MAIN', 500],
    ['OR-STORE', 100],
  ],
  'SUT-PGA-2-0': [
    ['MAIN', 120],
    ['OR-STORE', 24],
  ],
  'RDT-MALARIA': [
    ['MAIN', 500],
    ['LAB-STORE', 100],
  ],
  'RDT-HIV': [
    ['MAIN', 300],
    ['LAB-STORE', 100],
  ],
  'TUBE-EDTA-3ML': [
    ['MAIN', 1000],
    ['LAB-STORE', 200],
  ],
  'XRAY-FILM-35X43': [
    ['MAIN', 200],
    ['RAD-STORE', 50],
  ],
};
