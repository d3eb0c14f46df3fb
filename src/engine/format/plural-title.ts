/**
 * What a list of a model's records is called ("Radiology Requests", "Units of Measurement"):
 * the schema's `pluralTitle` when it has one, else its `title` made plural by the common
 * English rules. A title with "of" is made plural before it ("Unit of Measurement"); otherwise
 * its last word is. Irregular and already-plural titles the rules cannot tell ("Goods
 * Received", "Stock Ledger") say their plural in the schema (schemas/README.md).
 */

/** Words whose plural is not made by a rule (lower case), and words without a plural. */
const IRREGULAR: Readonly<Record<string, string>> = {
  person: 'people',
  child: 'children',
  man: 'men',
  woman: 'women',
  foot: 'feet',
  tooth: 'teeth',
  staff: 'staff',
  equipment: 'equipment',
  information: 'information',
  data: 'data',
  series: 'series',
  species: 'species',
};

const VOWELS = new Set(['a', 'e', 'i', 'o', 'u']);

const isCapitals = (word: string) =>
  word.length > 1 && word === word.toUpperCase() && /[A-Z]/.test(word);

/** An irregular plural in the case of the word it replaces (Person -> People, STAFF). */
function sameCase(word: string, plural: string): string {
  if (isCapitals(word)) return plural.toUpperCase();
  return word[0] === word[0]?.toUpperCase() ? plural[0]?.toUpperCase() + plural.slice(1) : plural;
}

/** One English word made plural; a word that already reads as plural ("Signs") is kept. */
export function pluralWord(word: string): string {
  if (word === '') return word;
  const lower = word.toLowerCase();
  const irregular = IRREGULAR[lower];
  if (irregular !== undefined) return sameCase(word, irregular);
  // A word in capitals is taken as an acronym (ECG, DKA, PACU): a small s.
  if (isCapitals(word)) return `${word}s`;
  if (lower.endsWith('is')) return `${word.slice(0, -2)}es`; // diagnosis -> diagnoses
  if (/(ss|us|x|z|ch|sh)$/.test(lower)) return `${word}es`;
  // Any other -s is taken as plural already: Signs, Fluids, Consumables.
  if (lower.endsWith('s')) return word;
  if (lower.endsWith('y') && lower.length > 1 && !VOWELS.has(lower.at(-2) as string))
    return `${word.slice(0, -1)}ies`;
  return `${word}s`;
}

/** A title made plural: the word before " of " when it has one, else its last word. */
export function pluralOf(title: string): string {
  const trimmed = title.trim();
  const of = trimmed.search(/\sof\s/i);
  const head = of < 0 ? trimmed : trimmed.slice(0, of);
  const tail = of < 0 ? '' : trimmed.slice(of);
  const match = /^(.*?)([A-Za-z]+)([^A-Za-z]*)$/.exec(head);
  if (!match) return trimmed;
  const [, before = '', word = '', after = ''] = match;
  return `${before}${pluralWord(word)}${after}${tail}`;
}

/** The name of a model's list: its schema's `pluralTitle`, else its title made plural. */
export function pluralTitle(schema: { title: string; pluralTitle?: string }): string {
  return schema.pluralTitle?.trim() || pluralOf(schema.title);
}
