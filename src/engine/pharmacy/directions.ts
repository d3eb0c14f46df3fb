/**
 * The directions on a dispensing label, as a pharmacist writes them from a prescription item:
 * "Take 1 tablet three times daily for 5 days", "Give 1 g intravenously every 12 hours for
 * 5 days", "Instil 1 drop into the eye four times daily for 7 days", "Take 2 tablets when
 * needed, for up to 3 days". The verb and where the medicine goes come from the route; a dose
 * in a count unit is counted ("half a tablet", "2 capsules"), one by mass or volume keeps its
 * symbol ("500 mg", "5 mL", from "Milligram (mg)"). Pure: the label route and its tests.
 */
import { doseCountOf } from './frequency';

export interface Directed {
  dose: number;
  /** The dose unit's name as the records hold it: "Tablet", "Milligram (mg)", "mL". */
  doseUnit: string;
  /** The route's name ("Oral", "Intravenous", "Ophthalmic (eye)"); none reads as oral. */
  route?: string | null;
  frequency: string;
  durationDays?: number | null;
}

/** Verb and where, by the route's name (first match wins). */
const ROUTES: readonly [RegExp, string, string][] = [
  [/sublingual/i, 'Place', 'under the tongue'],
  [/buccal/i, 'Place', 'between the cheek and gum'],
  [/intravenous|^iv$/i, 'Give', 'intravenously'],
  [/intramuscular|^im$/i, 'Inject', 'into the muscle'],
  [/subcutaneous|^sc$/i, 'Inject', 'under the skin'],
  [/intradermal/i, 'Inject', 'into the skin'],
  [/transdermal/i, 'Apply', 'to the skin'],
  [/topical|skin|cutaneous/i, 'Apply', 'to the affected area'],
  [/nebuli[sz]ed/i, 'Inhale', 'by nebuliser'],
  [/inhal/i, 'Inhale', ''],
  [/nasal|nose/i, 'Use', 'in each nostril'],
  [/ophthalmic|eye/i, 'Instil', 'into the eye'],
  [/otic|ear/i, 'Instil', 'into the ear'],
  [/rectal/i, 'Insert', 'rectally'],
  [/vaginal/i, 'Insert', 'vaginally'],
];

const PHRASE: Readonly<Record<string, string>> = {
  'Once only': 'once only',
  'At night': 'at night',
  Weekly: 'once a week',
  // Breakfast, lunch and supper: "Inject 5 units under the skin with meals".
  'With meals': 'with meals',
  'As needed': 'when needed',
};

/** "Milligram (mg)" -> "mg"; a unit's own symbol when it has one in brackets. */
const symbolOf = (unit: string) => /\(([^)]+)\)\s*$/.exec(unit)?.[1]?.trim();

/** Count units are words to count ("tablet"); masses, volumes and activities keep a symbol. */
const MEASURED = /^(k?g|mg|mcg|µg|ug|ng|m?l|iu|units?|mmol|meq)$/i;

function plural(word: string): string {
  if (/[^aeiou]y$/.test(word)) return `${word.slice(0, -1)}ies`;
  if (/(s|x|ch|sh)$/.test(word)) return `${word}es`;
  return `${word}s`;
}

/** The number as written on a label: 0.5 is "half", 1.5 is "1½"; else as it is. */
function amount(dose: number): string {
  const whole = Math.trunc(dose);
  const half = Math.abs(dose - whole - 0.5) < 1e-9;
  if (half) return whole === 0 ? 'half' : `${whole}½`;
  return String(Number(dose.toFixed(3)));
}

/** "1 tablet", "2 capsules", "half a tablet", "500 mg", "5 mL". */
export function doseText(dose: number, unit: string): string {
  const symbol = symbolOf(unit);
  const name = (symbol ?? unit).trim();
  if (MEASURED.test(name)) return `${amount(dose)} ${name}`;
  const word = name.toLowerCase();
  if (dose === 0.5) return `half a ${word}`;
  return `${amount(dose)} ${dose <= 1 ? word : plural(word)}`;
}

const days = (count: number) => `${count} day${count === 1 ? '' : 's'}`;

export function directionsText(item: Directed): string {
  const [, verb, where] = ROUTES.find(([pattern]) => pattern.test(item.route ?? '')) ?? [
    undefined,
    'Take',
    '',
  ];
  const often = PHRASE[item.frequency] ?? item.frequency.toLowerCase();
  const duration = Number(item.durationDays);
  const count = doseCountOf(item.frequency).kind;
  const lasting =
    count === 'once' || !(duration >= 1)
      ? ''
      : count === 'none'
        ? `, for up to ${days(duration)}`
        : ` for ${days(duration)}`;
  const words = [verb, doseText(item.dose, item.doseUnit), where, often].filter(Boolean);
  return `${words.join(' ')}${lasting}`;
}
