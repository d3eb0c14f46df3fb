/**
 * Pain, anaesthesia and nervous-system medicines of the formulary. Controlled (a register and a
 * prescription per dispensing, Ethiopian Food and Medicine Administration Proclamation
 * 1112/2019 and the UN single and psychotropic conventions): the opioids (morphine, pethidine,
 * fentanyl, codeine, tramadol as scheduled in Ethiopia), ketamine and thiopental, and the
 * benzodiazepines and barbiturates (diazepam, midazolam, phenobarbital). Paracetamol and
 * ibuprofen tablets are sold over the counter. Strengths and forms from the Ethiopian Essential
 * Medicines List (EFDA, 7th edition, 2020) and the WHO Model List of Essential Medicines (23rd
 * list, 2023); prices: formulary.ts.
 */
import { medicines } from './formulary-types';

export const NERVOUS_SYSTEM = [
  ...medicines('Analgesics, antipyretics and NSAIDs', [
    ['PCM-500-TAB', 'paracetamol', '500 mg', 'Tablet', 'PO', 'tab', 1000, 1.5, 'otc'],
    ['PCM-120-SYR', 'paracetamol', '120 mg/5 mL', 'Syrup', 'PO', 'btl', 1, 40, 'otc'],
    ['PCM-125-SUP', 'paracetamol', '125 mg', 'Suppository', 'PR', 'supp', 10, 8],
    ['PCM-1G-INF', 'paracetamol', '10 mg/mL (100 mL)', 'Infusion', 'IV', 'btl', 1, 150],
    ['IBU-400-TAB', 'ibuprofen', '400 mg', 'Tablet', 'PO', 'tab', 100, 2, 'otc'],
    ['IBU-100-SUS', 'ibuprofen', '100 mg/5 mL', 'Oral suspension', 'PO', 'btl', 1, 55, 'otc'],
    ['DIC-50-TAB', 'diclofenac sodium', '50 mg', 'Tablet', 'PO', 'tab', 100, 2],
    ['DIC-75-INJ', 'diclofenac sodium', '25 mg/mL (3 mL)', 'Injection', 'IM', 'amp', 100, 12],
  ]),
  ...medicines('Opioid analgesics', [
    ['MOR-10-INJ', 'morphine', '10 mg/mL (1 mL)', 'Injection', 'IV', 'amp', 10, 45, 'controlled'],
    [
      'MOR-10-TAB',
      'morphine',
      '10 mg (immediate-release)',
      'Tablet',
      'PO',
      'tab',
      100,
      8,
      'controlled',
    ],
    ['PET-100-INJ', 'pethidine', '50 mg/mL (2 mL)', 'Injection', 'IM', 'amp', 10, 40, 'controlled'],
    [
      'FEN-100-INJ',
      'fentanyl',
      '50 micrograms/mL (2 mL)',
      'Injection',
      'IV',
      'amp',
      10,
      60,
      'controlled',
    ],
    ['COD-30-TAB', 'codeine phosphate', '30 mg', 'Tablet', 'PO', 'tab', 100, 3, 'controlled'],
    ['TRA-50-CAP', 'tramadol', '50 mg', 'Capsule', 'PO', 'cap', 100, 4, 'controlled'],
    ['TRA-100-INJ', 'tramadol', '50 mg/mL (2 mL)', 'Injection', 'IV', 'amp', 10, 18, 'controlled'],
  ]),
  ...medicines('Anaesthetics', [
    [
      'KET-500-INJ',
      'ketamine',
      '50 mg/mL (10 mL)',
      'Injection',
      'IV',
      'vial',
      1,
      220,
      'controlled',
    ],
    ['PRO-200-INJ', 'propofol', '10 mg/mL (20 mL)', 'Injection', 'IV', 'amp', 5, 180],
    [
      'THI-500-INJ',
      'thiopental',
      '500 mg',
      'Powder for injection',
      'IV',
      'vial',
      1,
      200,
      'controlled',
    ],
    ['LID-2-INJ', 'lidocaine', '2% (20 mL)', 'Injection', 'INF', 'vial', 1, 40],
    [
      'LIDA-2-INJ',
      'lidocaine + epinephrine (adrenaline)',
      '2% + 1:200 000 (20 mL)',
      'Injection',
      'INF',
      'vial',
      1,
      55,
    ],
    [
      'BUP-05-SPI',
      'bupivacaine (hyperbaric, in glucose 8%)',
      '0.5% (4 mL)',
      'Injection',
      'IT',
      'amp',
      5,
      60,
    ],
  ]),
  ...medicines('Muscle relaxants and reversal agents', [
    ['SUX-100-INJ', 'suxamethonium chloride', '50 mg/mL (2 mL)', 'Injection', 'IV', 'amp', 10, 40],
    ['VEC-10-INJ', 'vecuronium', '10 mg', 'Powder for injection', 'IV', 'vial', 10, 150],
    ['NEO-2-5-INJ', 'neostigmine', '2.5 mg/mL (1 mL)', 'Injection', 'IV', 'amp', 10, 15],
  ]),
  ...medicines('Antiepileptics', [
    ['PHB-30-TAB', 'phenobarbital', '30 mg', 'Tablet', 'PO', 'tab', 1000, 1, 'controlled'],
    [
      'PHB-200-INJ',
      'phenobarbital',
      '200 mg/mL (1 mL)',
      'Injection',
      'IM',
      'amp',
      10,
      30,
      'controlled',
    ],
    ['CBZ-200-TAB', 'carbamazepine', '200 mg', 'Tablet', 'PO', 'tab', 100, 2.5],
    ['PHT-100-TAB', 'phenytoin', '100 mg', 'Tablet', 'PO', 'tab', 100, 2],
    ['VPA-200-TAB', 'sodium valproate', '200 mg (enteric-coated)', 'Tablet', 'PO', 'tab', 100, 3],
  ]),
  ...medicines('Anxiolytics and hypnotics', [
    ['DZP-5-TAB', 'diazepam', '5 mg', 'Tablet', 'PO', 'tab', 1000, 1.5, 'controlled'],
    ['DZP-10-INJ', 'diazepam', '5 mg/mL (2 mL)', 'Injection', 'IV', 'amp', 10, 12, 'controlled'],
    ['MDZ-5-INJ', 'midazolam', '5 mg/mL (1 mL)', 'Injection', 'IV', 'amp', 10, 35, 'controlled'],
  ]),
  ...medicines('Antipsychotics', [
    ['HAL-5-TAB', 'haloperidol', '5 mg', 'Tablet', 'PO', 'tab', 100, 2],
    ['HAL-5-INJ', 'haloperidol', '5 mg/mL (1 mL)', 'Injection', 'IM', 'amp', 10, 25],
    ['CPZ-100-TAB', 'chlorpromazine', '100 mg', 'Tablet', 'PO', 'tab', 100, 2],
    ['FPZ-25-INJ', 'fluphenazine decanoate', '25 mg/mL (1 mL)', 'Injection', 'IM', 'amp', 10, 60],
    ['RIS-2-TAB', 'risperidone', '2 mg', 'Tablet', 'PO', 'tab', 60, 3],
  ]),
  ...medicines('Antidepressants', [
    ['AMI-25-TAB', 'amitriptyline', '25 mg', 'Tablet', 'PO', 'tab', 100, 1.5],
    ['FLX-20-CAP', 'fluoxetine', '20 mg', 'Capsule', 'PO', 'cap', 100, 3],
  ]),
  ...medicines('Antiparkinson medicines', [
    ['THP-2-TAB', 'trihexyphenidyl', '2 mg', 'Tablet', 'PO', 'tab', 100, 1.5],
  ]),
];
