/**
 * How a ward takes a liquid medicine out of the unit it is stocked in (the product's unit):
 *
 * - single-use: an ampoule, a prefilled syringe, a nebule, a single-dose vial, an infusion's bag
 *   or bottle. A dose takes whole units, its volume over one unit's volume rounded up; what a
 *   dose leaves in its last unit is discarded (a spiked infusion bag is not kept for the next).
 * - multi-dose: a vial holding several doses, and an oral liquid's bottle. One is opened for a
 *   patient and product and drawn from dose after dose, until it holds too little for the next
 *   dose or its in-use period ends (open-container.ts decides; rules/inpatient/dose-container.ts
 *   finds the admission's open one).
 *
 * What one unit holds: the product's Pack Volume (mL) (`pack_volume_ml`, the formulary seed fills
 * it in for oral liquids whose name does not say it) before anything the strength or name state
 * ("(10 mL)", "100 mL bottle").
 *
 * Which vials hold several doses: the formulary does not say, so it is read from the product.
 *  1. A name or strength saying "single-dose" or "single-use" is single-use; "multi-dose" is
 *     multi-dose.
 *  2. An insulin vial is multi-dose; it holds the strength's "(10 mL)", else 10 mL: the WHO
 *     Model List of Essential Medicines (23rd list, 2023) lists human insulins as 100 IU/mL
 *     injection in a 10 mL vial.
 *  3. Any other vial holding 5 mL or more by its strength or name ("5000 IU/mL (5 mL)" heparin,
 *     "50 mg/mL (10 mL)" ketamine, "2% (20 mL)" lidocaine) is multi-dose.
 *  4. Anything else (a powder "1 g", "150 mg/mL (1 mL)") is single-use.
 *
 * In-use periods, after which an opened container is not drawn from:
 * - a multi-dose vial, insulin among them: 28 days from first opening, the beyond-use date
 *   USP General Chapter <797> gives an opened multi-dose vial unless its maker says otherwise,
 *   as CDC's injection safety guidance ("Questions about multi-dose vials") states it; human
 *   insulin vials' labels allow 28 days or more in use (Humulin R 31 days), so 28 days.
 * - an oral liquid's bottle: 7 days from opening. Reconstituted antibiotic suspensions keep 7
 *   to 14 days by their labels (amoxicillin) and the formulary does not say which bottles were
 *   reconstituted, so every opened oral liquid is drawn from for a week at most: our ward rule.
 */
import type { DoseProduct } from '../pharmacy';
import { concentrationOf, statedContentMl } from '../pharmacy/strength-liquid';

export const MULTI_DOSE_VIAL_IN_USE_DAYS = 28;
export const ORAL_LIQUID_IN_USE_DAYS = 7;
/** The content of an insulin vial whose strength does not say (WHO Model List, 2023). */
export const INSULIN_VIAL_ML = 10;
/** A vial holding at least this much is read as multi-dose (rule 3). */
export const MULTI_DOSE_VIAL_MIN_ML = 5;

/** A product as the dose engine reads it: the prescription engine's, with its generic name. */
export interface DoseStockProduct extends DoseProduct {
  generic_name?: string | null;
}

/** The product's field a pharmacy manager fills in when a unit's volume is not known. */
export const PACK_VOLUME_FIELD = 'Pack Volume (mL)';

/** The mL one unit holds: the product's Pack Volume (mL), else what its strength or name state. */
export function contentOf(product: DoseStockProduct): number | undefined {
  const recorded = Number(product.pack_volume_ml);
  if (product.pack_volume_ml != null && recorded > 0) return recorded;
  return statedContentMl(product.strength, product.name);
}

export type Container =
  | { use: 'single-use'; noun: string; contentMl: number | undefined }
  | { use: 'multi-dose'; noun: string; contentMl: number; inUseDays: number; rule: string }
  | { use: 'not dosed'; noun: string; reason: string };

const ORAL_LIQUID = /syrup|suspension|oral solution|elixir|oral drops|oral liquid/i;
const INFUSION = /infusion/i;

/** The unit a product is stocked in, as a container, or undefined when it is none (a tablet). */
function nounOf(product: DoseStockProduct): string | undefined {
  const words = [product.unit.name, product.unit.code ?? ''].join(' ').toLowerCase();
  if (/ampoule|\bamp\b/.test(words)) return 'ampoule';
  if (/syringe|\bpfs\b/.test(words)) return 'prefilled syringe';
  if (/nebule|respule/.test(words)) return 'nebule';
  if (/vial/.test(words)) return 'vial';
  if (/\bbag\b/.test(words)) return 'bag';
  if (/bottle|\bbtl\b/.test(words)) return 'bottle';
  return undefined;
}

/** The volume of one single-use unit: what the product states, else the concentration's "/0.4 mL". */
function singleUseContent(product: DoseStockProduct): number | undefined {
  const stated = contentOf(product);
  if (stated !== undefined) return stated;
  const concentration = concentrationOf(product.strength);
  return concentration?.volumeWritten ? concentration.perMl : undefined;
}

function vialOf(product: DoseStockProduct): Container {
  const text = `${product.name} ${product.strength ?? ''}`;
  const single = { use: 'single-use', noun: 'vial', contentMl: singleUseContent(product) } as const;
  if (/single[- ](dose|use)/i.test(text)) return single;
  const stated = contentOf(product);
  const multi = (contentMl: number, rule: string): Container => ({
    use: 'multi-dose',
    noun: 'vial',
    contentMl,
    inUseDays: MULTI_DOSE_VIAL_IN_USE_DAYS,
    rule,
  });
  if (/multi[- ]?dose/i.test(text) && stated !== undefined)
    return multi(stated, 'a multi-dose vial by its name');
  if (/insulin/i.test(`${product.generic_name ?? ''} ${product.name}`))
    return multi(stated ?? INSULIN_VIAL_ML, 'an insulin vial');
  if (stated !== undefined && stated >= MULTI_DOSE_VIAL_MIN_ML)
    return multi(stated, `a vial of ${stated} mL`);
  return single;
}

/** How doses are taken out of the product's unit; undefined when the unit is not a container. */
export function containerOf(product: DoseStockProduct): Container | undefined {
  const noun = nounOf(product);
  if (!noun) return undefined;
  const form = product.dosage_form ?? '';
  if (noun === 'vial') return vialOf(product);
  if (noun === 'bottle' && !INFUSION.test(form)) {
    const contentMl = contentOf(product);
    if (!ORAL_LIQUID.test(form))
      return {
        use: 'not dosed',
        noun,
        reason: `it is a bottle of ${form.toLowerCase() || 'a preparation'} used from the ward's shelf, not counted out by the dose`,
      };
    if (contentMl === undefined)
      return {
        use: 'not dosed',
        noun,
        reason: `its bottle volume is not known: fill in the product's ${PACK_VOLUME_FIELD} (the mL one bottle holds)`,
      };
    return {
      use: 'multi-dose',
      noun,
      contentMl,
      inUseDays: ORAL_LIQUID_IN_USE_DAYS,
      rule: 'an oral liquid',
    };
  }
  return { use: 'single-use', noun, contentMl: singleUseContent(product) };
}

/** "1 vial", "2 prefilled syringes". */
export function unitsText(count: number, noun: string): string {
  return `${count} ${noun}${count === 1 ? '' : 's'}`;
}
