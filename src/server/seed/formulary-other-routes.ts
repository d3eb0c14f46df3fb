/**
 * The routes, besides its catalogue route, by which the formulary's injections may be ordered
 * (a product's Also Given By, `other_routes`). An injection is not given by every parenteral
 * route: benzathine benzylpenicillin and depot or suspension preparations (isophane insulin,
 * medroxyprogesterone, fluphenazine decanoate) must never go into a vein, so an injection left
 * out here is ordered by its catalogue route alone (engine/pharmacy/route-choice.ts).
 *
 * Source: the routes each preparation's monograph gives in the WHO Model Formulary 2008 and the
 * BNF (British National Formulary, 2023-24): soluble insulin IV in ketoacidosis (JBDS-IP 2021)
 * and IM; ceftriaxone and ampicillin IV or IM; artesunate and quinine IV or IM (WHO Guidelines
 * for malaria, 2023); magnesium sulfate IM in the Pritchard regimen (WHO 2011 pre-eclampsia);
 * morphine, naloxone and atropine IV, IM or SC; the others as listed.
 *
 * Checked (2026-11-27): chloramphenicol sodium succinate is given IV only, not IM (MSF, Essential
 * drugs, "CHLORAMPHENICOL injectable", medicalguidelines.msf.org, updated September 2022: "1 g
 * powder for injection ... for IV injection over 1 to 2 minutes"; the US label: "For IV use only;
 * not for IM use"), so it has no other route here (it had IM). Confirmed as listed: pethidine
 * IM, SC or slow IV (UK SmPC, MHRA 2019: "subcutaneous, intramuscular or slow intravenous
 * injection"); thiamine IV besides IM (WHO Model Formulary 2002, quoted on E-DRUG, September
 * 2002 thread "Are vitamin B1 injections essential?": "given by intravenous injection ... in
 * severe deficiency"). The other 22 entries are the monographs as read when written; the WMF and
 * BNF texts were not reachable to check them again.
 */
export const OTHER_ROUTES: Readonly<Record<string, readonly string[]>> = {
  'INS-SOL-100': ['IV', 'IM'],
  'AMP-500-INJ': ['IM'],
  'BPEN-1MIU-INJ': ['IV'],
  'CFX-250-INJ': ['IV'],
  'CFX-1G-INJ': ['IM'],
  'GEN-80-INJ': ['IM'],
  'ARS-60-INJ': ['IM'],
  'QN-600-INJ': ['IM'],
  'FUR-20-INJ': ['IM'],
  'HEP-5000-INJ': ['IV'],
  'VITK-10-INJ': ['IV'],
  'MCP-10-INJ': ['IM'],
  'OND-4-INJ': ['IM'],
  'DEX-4-INJ': ['IM'],
  'HYC-100-INJ': ['IM'],
  'OXY-10-INJ': ['IV'],
  'MGS-50-INJ': ['IM'],
  'B1-100-INJ': ['IV'],
  'NLX-04-INJ': ['IM', 'SC'],
  'ATR-1-INJ': ['IM', 'SC'],
  'MOR-10-INJ': ['IM', 'SC'],
  'PET-100-INJ': ['IV', 'SC'],
  'TRA-100-INJ': ['IM'],
  'KET-500-INJ': ['IM'],
  'MDZ-5-INJ': ['IM'],
};
