/**
 * The volume one bottle holds (a product's Pack Volume (mL), `pack_volume_ml`) for the
 * formulary's oral liquids, whose names ("Paracetamol 120 mg/5 mL syrup") do not say it. The
 * ward gives their doses by volume out of an opened bottle (engine/inpatient/dose-containers.ts),
 * which needs it. Vials, ampoules and infusions carry their volume in their strength already
 * ("100 IU/mL (10 mL)", "5 mg/mL (100 mL)"), so they need none here.
 *
 * Source: the pack in which each presentation is commonly supplied, as the supply catalogues
 * of the Ethiopian Pharmaceuticals Supply Service (EPSS), UNICEF (Supply Catalogue) and MSF
 * (Essential Medicines Catalogue, unicat.msf.org) list these oral liquids: 100 mL for the
 * children's antibiotic, analgesic and salbutamol syrups and suspensions, 15 mL for
 * azithromycin 200 mg/5 mL, 30 mL for nystatin oral suspension (with its dropper), 200 mL for
 * the antacid and lactulose. Several packs exist for most of them (paracetamol syrup also in
 * 60 mL); where they do, the one listed here is our choice of the usual one, and a hospital sets
 * the pack it buys on the product.
 *
 * Checked (2026-11-27) that each pack is one the presentation is sold in, where a listing could
 * be reached: amoxicillin 125 mg/5 mL in 100 mL (also 80 and 150 mL: FDA NDC Directory, e.g. NDC
 * 65862-706), azithromycin 200 mg/5 mL in 15 mL (also 22.5 and 30 mL: NDC 63187-093), nystatin
 * 100 000 IU/mL in 30 mL with a dropper (as sold in East Africa; 60 mL in US labels), paracetamol
 * 120 mg/5 mL in 100 mL (also 60 mL). The EPSS, UNICEF and MSF catalogue entries themselves were
 * not reachable, and co-trimoxazole, the antacid, lactulose, salbutamol and ibuprofen packs are
 * not checked against any listing.
 */
export const PACK_VOLUMES_ML: Readonly<Record<string, number>> = {
  'AMOX-125-SUS': 100,
  'AZI-200-SUS': 15,
  'SXT-240-SUS': 100,
  'NYS-100K-SUS': 30,
  'ALMG-SUS': 200,
  'LAC-SYR': 200,
  'SAL-2-SYR': 100,
  'PCM-120-SYR': 100,
  'IBU-100-SUS': 100,
};
