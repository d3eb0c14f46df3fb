import { describe, expect, it } from 'vitest';
import { COUNTRIES, flagOf, parseCountryTable } from '../../../src/client/forms/countries';
import {
  countryOptions,
  findCountry,
  searchCountries,
} from '../../../src/client/forms/widgets/phone/country-options';

describe('country table', () => {
  it('reads rows with several codes and territories', () => {
    const list = parseCountryTable(
      'ET:Ethiopia:251|DO:Dominican Republic:1809,1829\nPR:Puerto Rico:1787*',
    );
    expect(list).toEqual([
      { iso: 'ET', name: 'Ethiopia', callingCodes: ['251'], flag: '🇪🇹', independent: true },
      {
        iso: 'DO',
        name: 'Dominican Republic',
        callingCodes: ['1809', '1829'],
        flag: '🇩🇴',
        independent: true,
      },
      { iso: 'PR', name: 'Puerto Rico', callingCodes: ['1787'], flag: '🇵🇷', independent: false },
    ]);
  });

  it('skips blank and malformed rows', () => {
    expect(parseCountryTable('\n|xx:Bad:1|ET:Ethiopia:|KE::254|ET:Ethiopia:abc')).toEqual([]);
  });

  it('builds flags from regional indicators', () => {
    expect(flagOf('us')).toBe('🇺🇸');
  });

  it('ships about 200 countries with unique ISO codes', () => {
    expect(COUNTRIES.length).toBeGreaterThanOrEqual(200);
    expect(new Set(COUNTRIES.map((c) => c.iso)).size).toBe(COUNTRIES.length);
    for (const c of COUNTRIES)
      expect(c.callingCodes.every((code) => /^\d{1,4}$/.test(code))).toBe(true);
  });
});

describe('countryOptions', () => {
  const options = countryOptions(COUNTRIES);

  it('keeps one country per calling code (spec 9)', () => {
    const codes = options.map((o) => o.code);
    expect(new Set(codes).size).toBe(codes.length);
    expect(findCountry(options, '+1')?.name).toBe('United States');
    expect(findCountry(options, '+7')?.name).toBe('Russia');
    expect(findCountry(options, '+44')?.name).toBe('United Kingdom');
    expect(findCountry(options, '251')?.name).toBe('Ethiopia');
  });

  it('prefers the primary, then an independent country, then the first', () => {
    const list = parseCountryTable(
      'AA:Alpha:9*|BB:Beta:9|CC:Gamma:8*|DD:Delta:8*|EE:Eps:7|FF:Phi:7',
    );
    const picked = countryOptions(list, { '7': 'FF' });
    expect(picked.map((o) => `${o.code} ${o.name}`)).toEqual(['+9 Beta', '+8 Gamma', '+7 Phi']);
  });

  it('lists every code of a multi-code country', () => {
    expect(options.filter((o) => o.name === 'Dominican Republic').map((o) => o.code)).toEqual([
      '+1809',
      '+1829',
      '+1849',
    ]);
  });

  it('is sorted by name', () => {
    const names = options.map((o) => o.name);
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b, 'en')));
  });
});

describe('searchCountries', () => {
  const options = countryOptions(COUNTRIES);

  it('matches names, those starting with the text first', () => {
    const found = searchCountries(options, 'ken').map((o) => o.name);
    expect(found[0]).toBe('Kenya');
    expect(searchCountries(options, 'land').map((o) => o.name)).toContain('Finland');
  });

  it('matches calling codes from their start, with or without plus', () => {
    expect(searchCountries(options, '+25').map((o) => o.code)).toContain('+251');
    expect(searchCountries(options, '251').map((o) => o.name)).toEqual(['Ethiopia']);
  });

  it('gives nothing for no hit (the picker then says "No countries found")', () => {
    expect(searchCountries(options, 'zzzz')).toEqual([]);
    expect(searchCountries(options, '  ')).toHaveLength(options.length);
  });
});
