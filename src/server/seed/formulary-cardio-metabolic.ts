/**
 * Cardiovascular, renal, metabolic and blood medicines of the formulary: the first-line
 * antihypertensives of the Ethiopian and WHO hypertension guidelines (amlodipine, lisinopril or
 * enalapril, hydrochlorothiazide; methyldopa, nifedipine and hydralazine in pregnancy), heart
 * failure and angina, statins, oral antidiabetics and human insulins, antithrombotics, and the
 * antianaemia preparations a kidney clinic uses (epoetin alfa, iron sucrose). Strengths and
 * forms from the Ethiopian Essential Medicines List (EFDA, 7th edition, 2020) and the WHO Model
 * List of Essential Medicines (23rd list, 2023); prices: formulary.ts.
 */
import { medicines } from './formulary-types';

export const CARDIO_METABOLIC = [
  ...medicines('Cardiovascular medicines', [
    ['AML-5-TAB', 'amlodipine', '5 mg', 'Tablet', 'PO', 'tab', 100, 2],
    ['AML-10-TAB', 'amlodipine', '10 mg', 'Tablet', 'PO', 'tab', 100, 3],
    ['LIS-5-TAB', 'lisinopril', '5 mg', 'Tablet', 'PO', 'tab', 100, 2.5],
    ['LIS-10-TAB', 'lisinopril', '10 mg', 'Tablet', 'PO', 'tab', 100, 3],
    ['ENA-5-TAB', 'enalapril', '5 mg', 'Tablet', 'PO', 'tab', 100, 2],
    ['LOS-50-TAB', 'losartan', '50 mg', 'Tablet', 'PO', 'tab', 100, 3],
    ['ATE-50-TAB', 'atenolol', '50 mg', 'Tablet', 'PO', 'tab', 100, 1.5],
    ['BIS-5-TAB', 'bisoprolol', '5 mg', 'Tablet', 'PO', 'tab', 100, 3],
    ['CAR-6-25-TAB', 'carvedilol', '6.25 mg', 'Tablet', 'PO', 'tab', 100, 3],
    ['MDP-250-TAB', 'methyldopa', '250 mg', 'Tablet', 'PO', 'tab', 100, 2],
    ['NIF-20-TAB', 'nifedipine', '20 mg (prolonged-release)', 'Tablet', 'PO', 'tab', 100, 2.5],
    ['HDZ-20-INJ', 'hydralazine', '20 mg', 'Powder for injection', 'IV', 'amp', 5, 80],
    ['DIG-250-TAB', 'digoxin', '250 micrograms', 'Tablet', 'PO', 'tab', 100, 2],
    ['ISDN-5-SL', 'isosorbide dinitrate', '5 mg', 'Tablet', 'SL', 'tab', 100, 2],
    ['EPI-1-INJ', 'epinephrine (adrenaline)', '1 mg/mL (1 mL)', 'Injection', 'IM', 'amp', 10, 25],
    ['DOP-200-INJ', 'dopamine', '40 mg/mL (5 mL)', 'Injection', 'IV', 'amp', 10, 60],
  ]),
  ...medicines('Diuretics', [
    ['HCT-25-TAB', 'hydrochlorothiazide', '25 mg', 'Tablet', 'PO', 'tab', 100, 1],
    ['FUR-40-TAB', 'furosemide', '40 mg', 'Tablet', 'PO', 'tab', 100, 1],
    ['FUR-20-INJ', 'furosemide', '10 mg/mL (2 mL)', 'Injection', 'IV', 'amp', 100, 10],
    ['SPI-25-TAB', 'spironolactone', '25 mg', 'Tablet', 'PO', 'tab', 100, 3],
  ]),
  ...medicines('Lipid-modifying agents', [
    ['ATV-20-TAB', 'atorvastatin', '20 mg', 'Tablet', 'PO', 'tab', 30, 4],
    ['ATV-40-TAB', 'atorvastatin', '40 mg', 'Tablet', 'PO', 'tab', 30, 6],
    ['SIM-20-TAB', 'simvastatin', '20 mg', 'Tablet', 'PO', 'tab', 30, 3],
  ]),
  ...medicines('Antidiabetic medicines', [
    ['MET-500-TAB', 'metformin', '500 mg', 'Tablet', 'PO', 'tab', 100, 2],
    ['MET-850-TAB', 'metformin', '850 mg', 'Tablet', 'PO', 'tab', 100, 2.5],
    ['GLB-5-TAB', 'glibenclamide', '5 mg', 'Tablet', 'PO', 'tab', 100, 1],
    ['GLC-80-TAB', 'gliclazide', '80 mg', 'Tablet', 'PO', 'tab', 100, 2.5],
    [
      'INS-SOL-100',
      'insulin, soluble (human)',
      '100 IU/mL (10 mL)',
      'Injection',
      'SC',
      'vial',
      1,
      450,
    ],
    [
      'INS-NPH-100',
      'insulin, isophane (NPH, human)',
      '100 IU/mL (10 mL)',
      'Injection',
      'SC',
      'vial',
      1,
      450,
    ],
    [
      'INS-MIX-100',
      'insulin, biphasic isophane 30/70 (human)',
      '100 IU/mL (10 mL)',
      'Injection',
      'SC',
      'vial',
      1,
      480,
    ],
  ]),
  ...medicines('Antithrombotics and haemostatics', [
    ['ASA-81-TAB', 'acetylsalicylic acid', '81 mg', 'Tablet', 'PO', 'tab', 100, 1, 'otc'],
    ['CLO-75-TAB', 'clopidogrel', '75 mg', 'Tablet', 'PO', 'tab', 30, 4],
    ['WAR-5-TAB', 'warfarin', '5 mg', 'Tablet', 'PO', 'tab', 100, 2],
    ['HEP-5000-INJ', 'heparin sodium', '5000 IU/mL (5 mL)', 'Injection', 'SC', 'vial', 1, 200],
    ['ENX-40-INJ', 'enoxaparin', '40 mg/0.4 mL', 'Injection', 'SC', 'pfs', 10, 250],
    ['TXA-500-INJ', 'tranexamic acid', '100 mg/mL (5 mL)', 'Injection', 'IV', 'amp', 10, 45],
    ['VITK-10-INJ', 'phytomenadione', '10 mg/mL (1 mL)', 'Injection', 'IM', 'amp', 10, 30],
  ]),
  ...medicines('Antianaemia preparations', [
    [
      'FES-200-TAB',
      'ferrous sulfate',
      '200 mg (65 mg iron)',
      'Tablet',
      'PO',
      'tab',
      1000,
      1,
      'otc',
    ],
    [
      'FEFOL-TAB',
      'ferrous sulfate + folic acid',
      '60 mg iron + 400 micrograms',
      'Tablet',
      'PO',
      'tab',
      1000,
      1,
      'otc',
    ],
    ['FOL-5-TAB', 'folic acid', '5 mg', 'Tablet', 'PO', 'tab', 1000, 0.5, 'otc'],
    ['FESUC-100-INJ', 'iron sucrose', '20 mg/mL (5 mL)', 'Injection', 'IV', 'amp', 5, 350],
    ['EPO-4000-INJ', 'epoetin alfa', '4000 IU/0.4 mL', 'Injection', 'SC', 'pfs', 6, 900],
  ]),
];
