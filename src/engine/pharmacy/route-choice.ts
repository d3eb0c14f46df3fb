/**
 * Which routes a medicine may be ordered by: the product's own route (its catalogue route, the
 * default) and the routes its dosage form is given by. A tablet is swallowed; a solution for
 * injection goes into a vein, a muscle or under the skin (soluble insulin by syringe pump in
 * ketoacidosis, under the skin with meals); eye drops go into the eye. The forms' routes are the
 * formulary's route abbreviations (seed/formulary-reference.ts) as the WHO Model Formulary
 * (2008) and the BNF give the routes of each form; the catalogue route of a product keeps what is
 * particular to it (bupivacaine's intrathecal, lidocaine's infiltration, isosorbide dinitrate's
 * sublingual tablet). A form left out (or none) judges nothing: any route is allowed.
 *
 * An injection is the exception: it goes by its catalogue route and the routes the product lists
 * as Also Given By (`other_routes`), never by every parenteral route its form could take, because
 * some must never enter a vein (benzathine benzylpenicillin, isophane insulin, depot
 * medroxyprogesterone: fatal or useless IV). Listing them is the formulary's job.
 */

/** Forms given by injection: their routes are the product's own, listed on the product. */
const INJECTED = new Set(['Injection', 'Powder for injection']);

const ROUTES_BY_FORM: Readonly<Record<string, readonly string[]>> = {
  Tablet: ['PO'],
  'Dispersible tablet': ['PO'],
  'Chewable tablet': ['PO'],
  Capsule: ['PO'],
  'Oral suspension': ['PO'],
  'Oral solution': ['PO'],
  Syrup: ['PO'],
  'Powder for oral solution': ['PO'],
  'Oral drops': ['PO'],
  Infusion: ['IV'],
  Cream: ['TOP'],
  Ointment: ['TOP'],
  Gel: ['TOP'],
  Lotion: ['TOP'],
  'Topical solution': ['TOP'],
  Shampoo: ['TOP'],
  'Eye drops': ['EYE'],
  'Eye ointment': ['EYE'],
  'Ear drops': ['EAR'],
  'Nasal drops': ['NAS'],
  Inhaler: ['INH'],
  'Nebuliser solution': ['NEB'],
  Suppository: ['PR'],
  Pessary: ['PV'],
  'Vaginal cream': ['PV'],
  'Transdermal patch': ['TD'],
};

/**
 * The route codes a product of `dosageForm` with the catalogue route `productRoute` and the
 * other routes `otherRoutes` (Also Given By) may be ordered by, the catalogue route first;
 * undefined when neither the form nor the product limits them.
 */
export function routesAllowed(
  dosageForm: unknown,
  productRoute: string | null | undefined,
  otherRoutes: readonly string[] = [],
): string[] | undefined {
  const injected = typeof dosageForm === 'string' && INJECTED.has(dosageForm);
  const byForm = typeof dosageForm === 'string' ? ROUTES_BY_FORM[dosageForm] : undefined;
  if (!byForm && !(injected && productRoute)) return undefined;
  return [...new Set([...(productRoute ? [productRoute] : []), ...otherRoutes, ...(byForm ?? [])])];
}
