/**
 * The medical and surgical supplies, laboratory reagents and imaging consumables a general
 * hospital's stores keep, by the names and sizes of the Ethiopian Pharmaceuticals Supply
 * Service (EPSS) medical supplies list and the WHO list of priority medical devices (2021):
 * syringes and needles, IV access, gloves, dressings, catheters and tubes, sutures, theatre
 * consumables, the rapid tests and stains of the laboratory catalogue, and imaging film and gel.
 * Prices: formulary.ts.
 */
import { supplies } from './formulary-types';

export const SUPPLIES = [
  ...supplies('Medical Supply', 'Syringes and needles', [
    ['SYR-2ML', 'Syringe 2 mL with needle 23G, sterile, single use', 'pc', 100, 5],
    ['SYR-5ML', 'Syringe 5 mL with needle 21G, sterile, single use', 'pc', 100, 6],
    ['SYR-10ML', 'Syringe 10 mL with needle 21G, sterile, single use', 'pc', 100, 8],
    ['SYR-20ML', 'Syringe 20 mL, luer lock, sterile, single use', 'pc', 50, 12],
    ['SYR-INS-1ML', 'Insulin syringe 1 mL (100 IU) with needle 30G', 'pc', 100, 6],
    ['SYR-AD-05ML', 'Auto-disable syringe 0.5 mL with needle 23G', 'pc', 100, 4],
    ['NDL-21G', 'Hypodermic needle 21G x 1.5 in, sterile', 'pc', 100, 2],
    ['NDL-23G', 'Hypodermic needle 23G x 1 in, sterile', 'pc', 100, 2],
    ['SHARPS-5L', 'Safety box for sharps, 5 L', 'pc', 25, 60],
  ]),
  ...supplies('Medical Supply', 'IV access and infusion sets', [
    ['CAN-18G', 'IV cannula 18G with injection port', 'pc', 50, 25],
    ['CAN-20G', 'IV cannula 20G with injection port', 'pc', 50, 25],
    ['CAN-22G', 'IV cannula 22G with injection port', 'pc', 50, 25],
    ['CAN-24G', 'IV cannula 24G, paediatric', 'pc', 50, 28],
    ['IVSET-ADULT', 'IV giving set, adult, 20 drops/mL', 'pc', 100, 30],
    ['IVSET-BURETTE', 'Paediatric burette set 150 mL, 60 drops/mL', 'pc', 50, 90],
    ['BT-SET', 'Blood transfusion set with filter', 'pc', 50, 45],
    ['SCALP-23G', 'Scalp vein set 23G (butterfly)', 'pc', 100, 8],
  ]),
  ...supplies('Medical Supply', 'Gloves', [
    ['GLV-EXAM-M', 'Examination gloves, latex, non-sterile, medium', 'pair', 50, 3],
    ['GLV-EXAM-L', 'Examination gloves, latex, non-sterile, large', 'pair', 50, 3],
    ['GLV-SURG-7', 'Surgical gloves, sterile, size 7', 'pair', 50, 25],
    ['GLV-SURG-7-5', 'Surgical gloves, sterile, size 7.5', 'pair', 50, 25],
  ]),
  ...supplies('Medical Supply', 'Dressings and bandages', [
    ['GAUZE-ROLL', 'Absorbent gauze roll 90 cm x 100 m', 'roll', 1, 650],
    ['GAUZE-SWAB', 'Gauze swabs 10 x 10 cm, 8-ply, sterile, pack of 10', 'pack', 50, 15],
    ['COTTON-500G', 'Cotton wool, absorbent, 500 g', 'roll', 1, 220],
    ['BANDAGE-CREPE', 'Elastic crepe bandage 10 cm x 4.5 m', 'roll', 12, 45],
    ['BANDAGE-POP', 'Plaster of Paris bandage 10 cm x 2.7 m', 'roll', 12, 90],
    ['TAPE-ZNO-25', 'Adhesive zinc oxide plaster 2.5 cm x 5 m', 'roll', 12, 40],
  ]),
  ...supplies('Medical Supply', 'Catheters, tubes and drainage', [
    ['FOLEY-14FR', 'Foley urinary catheter 14 Fr, 2-way, 5-15 mL balloon', 'pc', 10, 45],
    ['FOLEY-16FR', 'Foley urinary catheter 16 Fr, 2-way, 5-15 mL balloon', 'pc', 10, 45],
    ['URINE-BAG-2L', 'Urine drainage bag 2 L with outlet', 'pc', 10, 25],
    ['NGT-16FR', 'Nasogastric tube 16 Fr', 'pc', 10, 30],
    ['SUCTION-14FR', 'Suction catheter 14 Fr', 'pc', 50, 12],
    ['O2-CANNULA', 'Nasal oxygen cannula, adult', 'pc', 50, 35],
  ]),
  ...supplies('Surgical Supply', 'Sutures', [
    ['SUT-PGA-2-0', 'Polyglactin 910 (absorbable) 2-0, 75 cm, round-bodied needle', 'pc', 12, 180],
    ['SUT-CHROMIC-1', 'Chromic catgut 1, 75 cm, round-bodied needle', 'pc', 12, 120],
    ['SUT-NYLON-3-0', 'Nylon (non-absorbable) 3-0, 75 cm, cutting needle', 'pc', 12, 90],
    ['SUT-SILK-2-0', 'Silk 2-0, 75 cm, cutting needle', 'pc', 12, 70],
  ]),
  ...supplies('Surgical Supply', 'Surgical consumables', [
    ['BLADE-11', 'Surgical blade no. 11, sterile', 'pc', 100, 6],
    ['BLADE-22', 'Surgical blade no. 22, sterile', 'pc', 100, 6],
    ['MASK-SURGICAL', 'Surgical face mask, 3-ply', 'pc', 50, 3],
    ['GOWN-SURGICAL', 'Surgical gown, sterile, single use', 'pc', 10, 180],
    ['SPINAL-25G', 'Spinal needle 25G, pencil point', 'pc', 25, 85],
  ]),
  ...supplies('Laboratory Reagent', 'Rapid diagnostic tests', [
    [
      'RDT-MALARIA',
      'Malaria rapid diagnostic test, P. falciparum/P. vivax (HRP2/pLDH)',
      'test',
      25,
      45,
    ],
    ['RDT-HIV', 'HIV-1/2 antibody rapid test', 'test', 100, 60],
    ['RDT-HCG', 'Urine hCG pregnancy test strip', 'test', 50, 20],
    ['URINE-STRIP-10', 'Urine reagent strips, 10 parameters', 'test', 100, 15],
  ]),
  ...supplies('Laboratory Reagent', 'Stains and reagents', [
    ['STAIN-GIEMSA', 'Giemsa stain, 500 mL', 'btl', 1, 900],
    [
      'STAIN-GRAM',
      'Gram stain kit (crystal violet, iodine, decolouriser, safranin)',
      'kit',
      1,
      1500,
    ],
    [
      'STAIN-ZN',
      'Ziehl-Neelsen stain kit (carbol fuchsin, acid alcohol, methylene blue)',
      'kit',
      1,
      1600,
    ],
  ]),
  ...supplies('Laboratory Reagent', 'Specimen collection', [
    ['TUBE-EDTA-3ML', 'Blood collection tube, K2 EDTA (lavender), 3 mL', 'pc', 100, 8],
    ['TUBE-PLAIN-5ML', 'Blood collection tube, plain (red), 5 mL', 'pc', 100, 8],
  ]),
  ...supplies('Radiology Consumable', 'Imaging consumables', [
    ['XRAY-FILM-35X43', 'X-ray film 35 x 43 cm', 'pc', 100, 120],
    ['US-GEL-5L', 'Ultrasound transmission gel, 5 L', 'btl', 1, 450],
  ]),
];
