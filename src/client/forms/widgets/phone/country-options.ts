import { filterOptions } from '../../../../engine/format';
import type { Country } from '../../countries';

/** One entry of the country-code picker: a calling code and the country shown for it. */
export type CountryOption = {
  /** With the plus sign, as stored in the field state: `+251`. */
  code: string;
  name: string;
  flag: string;
  iso: string;
};

/**
 * Which country stands for a calling code several countries share (`+1` is the United States
 * and Canada, `+7` Russia and Kazakhstan). Codes not listed here go to the first independent
 * country with the code, else the first territory.
 */
export const PRIMARY_FOR_CODE: Readonly<Record<string, string>> = {
  '1': 'US',
  '7': 'RU',
  '44': 'GB',
  '47': 'NO',
  '61': 'AU',
  '212': 'MA',
  '262': 'RE',
  '590': 'GP',
  '599': 'CW',
};

/** Spec 9: one country per calling code, sorted by name (then by code). */
export function countryOptions(
  countries: readonly Country[],
  primary: Readonly<Record<string, string>> = PRIMARY_FOR_CODE,
): CountryOption[] {
  const chosen = new Map<string, Country>();
  for (const country of countries) {
    for (const code of country.callingCodes) {
      const current = chosen.get(code);
      const wins =
        !current ||
        (current.iso !== primary[code] &&
          (country.iso === primary[code] || (country.independent && !current.independent)));
      if (wins) chosen.set(code, country);
    }
  }
  return [...chosen.entries()]
    .map(([code, c]) => ({ code: `+${code}`, name: c.name, flag: c.flag, iso: c.iso }))
    .sort((a, b) => a.name.localeCompare(b.name, 'en') || a.code.localeCompare(b.code, 'en'));
}

/**
 * The picker's search: digits (with or without `+`) match calling codes from their start;
 * other text matches names, those starting with the text first (spec 9 ordering).
 */
export function searchCountries(options: readonly CountryOption[], query: string): CountryOption[] {
  const text = query.trim();
  if (!text) return [...options];
  const digits = /^\+?\d+$/.test(text) ? text.replace('+', '') : undefined;
  if (digits !== undefined) return options.filter((o) => o.code.slice(1).startsWith(digits));
  return filterOptions(options, text, options.length);
}

/** The option for a stored code (`+251`, `251`); undefined when the list has none. */
export function findCountry(
  options: readonly CountryOption[],
  code: string | undefined,
): CountryOption | undefined {
  if (!code) return undefined;
  const wanted = code.startsWith('+') ? code : `+${code}`;
  return options.find((o) => o.code === wanted);
}
