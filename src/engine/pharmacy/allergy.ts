/**
 * The allergy check of a prescription item (prescriber's form and the server's rule alike): the
 * patient's recorded allergies (free text, "Penicillin, sulfa drugs"; "None") against the
 * product's generic name, by the drug itself and by its class (drug-classes.ts, from the BNF).
 * Answers the warning the prescriber sees and must give a reason to override, or null.
 */
import { ALIASES, DRUG_CLASSES, type DrugClass } from './drug-classes';

/** What patients write when they have no allergy: nothing to check. */
const NO_ALLERGY =
  /^(none|nil|no|nkda|nka|no known( drug)? allerg(y|ies)|unknown|not known|n\/?a|-)$/;
/** Words around an allergy that are not the allergen. */
const FILLER =
  /\b(allergy|allergies|allergic|to|drugs?|antibiotics?|medicines?|class|group|reaction|rash)\b/g;

const normal = (text: string) => text.toLowerCase().replace(/\s+/g, ' ').trim();

/** Each allergy recorded, normalised: "Penicillin, sulfa drugs" -> ["penicillin", "sulfa"]. */
export function recordedAllergies(allergies: string | null | undefined): string[] {
  return normal(allergies ?? '')
    .split(/[,;\n]|\band\b|\//)
    .map((part) => part.replace(/\(.*?\)/g, ' '))
    .map((part) => normal(part.replace(FILLER, ' ')).replace(/[.:]+$/, ''))
    .filter((part) => part.length >= 3 && !NO_ALLERGY.test(part))
    .map((part) => ALIASES[part] ?? part);
}

/** The generic name's ingredients: "sulfadoxine + pyrimethamine" -> both. */
function ingredientsOf(generic: string): string[] {
  const name = normal(generic);
  const whole = ALIASES[name] ?? name;
  const parts = whole
    .split(/\s*(?:\+|\band\b|,|\bwith\b|-(?=[a-z]{4}))\s*/)
    .map((part) => ALIASES[part] ?? part)
    .filter(Boolean);
  return [...new Set([whole, ...parts])];
}

const classOfDrug = (drug: string) =>
  DRUG_CLASSES.find((c) =>
    c.drugs.some((member) => drug === member || drug.endsWith(` ${member}`)),
  );
const classOfTerm = (term: string) =>
  DRUG_CLASSES.find((c) => c.terms.includes(term)) ?? classOfDrug(term);
const capital = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);
const article = (word: string) => (/^[aeiou]/i.test(word) || /^NSAID/.test(word) ? 'an' : 'a');

/** One recorded allergy against the product's ingredients: the sentence, or undefined. */
function matchOne(allergy: string, generic: string, ingredients: string[]): string | undefined {
  const drug = capital(generic);
  const direct = ingredients.find((ingredient) => ingredient === allergy);
  if (direct)
    return direct === ingredients[0]
      ? `The medicine is ${normal(generic)}.`
      : `${drug} contains ${direct}.`;
  const allergyClass = classOfTerm(allergy);
  if (!allergyClass) return undefined;
  const sentence = (cls: DrugClass, ingredient: string) => {
    const subject = ingredient === normal(generic) ? drug : `${drug} contains ${ingredient}, which`;
    return `${subject} is ${article(cls.member)} ${cls.member}.`;
  };
  for (const ingredient of ingredients) {
    const cls = classOfDrug(ingredient);
    if (cls === allergyClass) return sentence(cls, ingredient);
    if (cls?.crossReactsWith === allergyClass.member)
      return `${sentence(cls, ingredient).slice(0, -1)}: possible cross-reactivity with ${allergyClass.plural}.`;
  }
  return undefined;
}

/**
 * "Recorded allergy: penicillin. Amoxicillin is a penicillin." for each recorded allergy the
 * product matches, joined; null when none does (or the product has no generic name).
 */
export function allergyWarning(
  allergies: string | null | undefined,
  genericName: string | null | undefined,
): string | null {
  const generic = normal(genericName ?? '');
  if (!generic) return null;
  const ingredients = ingredientsOf(generic);
  const warnings = recordedAllergies(allergies).flatMap((allergy) => {
    const why = matchOne(allergy, generic, ingredients);
    return why ? [`Recorded allergy: ${allergy}. ${why}`] : [];
  });
  return warnings.length > 0 ? warnings.join(' ') : null;
}
