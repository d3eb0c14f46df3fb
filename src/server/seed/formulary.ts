/**
 * The formulary every hospital starts with: medicines and supplies its stores keep, seeded at
 * the server's start while the product table is empty (seed-pharmacy-catalogue.ts).
 *
 * Sources:
 * - Ethiopian Food and Drug Authority (EFDA), Ethiopian Essential Medicines List, 7th edition
 *   (2020): the medicines, strengths and dosage forms a general hospital holds.
 * - WHO Model List of Essential Medicines, 23rd list (2023): the same, with INN generic names.
 * - Over the counter or prescription-only, and controlled: EFDA's list of medicines for
 *   non-prescription use and the narcotic and psychotropic schedules (Food and Medicine
 *   Administration Proclamation 1112/2019); medicines not on the non-prescription list are
 *   prescription-only.
 * - Supplies: the Ethiopian Pharmaceuticals Supply Service (EPSS) medical supplies list and the
 *   WHO list of priority medical devices (2021).
 * - Bottle volumes of the oral liquids: formulary-pack-volumes.ts names its sources.
 * - Injections' other routes: formulary-other-routes.ts names its sources.
 * - Prices: our estimates of a private general hospital's selling price per dispensing unit in
 *   Addis Ababa in 2024/25, in birr (EPSS prices plus the usual hospital mark-up), not any
 *   hospital's published list; treat them as plausible orders of magnitude, as billing-services.ts
 *   does for services.
 *
 * Each product's code is its billing service's (stock.product-service). The medicines of the
 * demo hospital's stories are here: amlodipine, lisinopril, atorvastatin, metformin,
 * glibenclamide, ibuprofen, paracetamol, amoxicillin, ceftriaxone, artemether-lumefantrine, ORS
 * and zinc, salbutamol, hydrochlorothiazide, folic acid and iron, diazepam, omeprazole,
 * ciprofloxacin, metronidazole, mebendazole, magnesium sulfate, calcium gluconate, insulin,
 * epoetin alfa and iron sucrose.
 */
import { ANTI_INFECTIVES } from './formulary-anti-infectives';
import { CARDIO_METABOLIC } from './formulary-cardio-metabolic';
import { GENERAL_MEDICINES } from './formulary-general';
import { NERVOUS_SYSTEM } from './formulary-nervous-system';
import { OTHER_ROUTES } from './formulary-other-routes';
import { PACK_VOLUMES_ML } from './formulary-pack-volumes';
import { SUPPLIES } from './formulary-supplies';
import type { PlannedProduct } from './formulary-types';

export { CATEGORIES, ROUTES, UNITS } from './formulary-reference';

export const FORMULARY: readonly PlannedProduct[] = [
  ...ANTI_INFECTIVES,
  ...NERVOUS_SYSTEM,
  ...CARDIO_METABOLIC,
  ...GENERAL_MEDICINES,
  ...SUPPLIES,
].map((product) => {
  // Oral liquids' bottle volumes, where their names do not say them (formulary-pack-volumes.ts).
  const packVolumeMl = PACK_VOLUMES_ML[product.code];
  // Injections' other routes (formulary-other-routes.ts names its sources).
  const otherRoutes = OTHER_ROUTES[product.code];
  return {
    ...product,
    ...(packVolumeMl === undefined ? {} : { pack_volume_ml: packVolumeMl }),
    ...(otherRoutes ? { other_routes: otherRoutes } : {}),
  };
});
