import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  applyMaxSelect,
  filterOptions,
  handChosenAutoOptions,
  needsSearchBox,
  offeredOptions,
} from '../../../../src/engine/format';
import type { SelectOption } from '../../../../src/engine/types';

const named = (...names: string[]): SelectOption[] => names.map((name, id) => ({ id, name }));

describe('applyMaxSelect', () => {
  it('ignores a selection beyond the max count (spec 5.4)', () => {
    const current = ['a', 'b'];
    expect(applyMaxSelect(current, ['a', 'b', 'c'], 2)).toBe(current);
    expect(applyMaxSelect(current, ['a', 'b', 'c'], 3)).toEqual(['a', 'b', 'c']);
    expect(applyMaxSelect(current, ['a'], 2)).toEqual(['a']);
  });

  it('has no limit without a positive max', () => {
    const next = ['a', 'b', 'c'];
    expect(applyMaxSelect([], next)).toBe(next);
    expect(applyMaxSelect([], next, 0)).toBe(next);
  });

  it('never throws', () => {
    fc.assert(
      fc.property(fc.anything(), fc.anything(), fc.anything(), (a, b, max) => {
        applyMaxSelect(a as unknown[], b as unknown[], max as number);
      }),
    );
  });
});

describe('filterOptions', () => {
  it('sorts matches starting with the search text first, then other matches', () => {
    const options = named('Amoxicillin', 'Paracetamol', 'Cetirizine', 'Ceftriaxone', 'Aspirin');
    expect(filterOptions(options, 'ce').map((o) => o.name)).toEqual([
      'Cetirizine',
      'Ceftriaxone',
      'Paracetamol',
    ]);
  });

  it('matches case-insensitively', () => {
    expect(filterOptions(named('Blood Test', 'X-Ray'), 'BLOOD').map((o) => o.name)).toEqual([
      'Blood Test',
    ]);
  });

  it('shows at most 100 options (spec 9)', () => {
    const many = named(...Array.from({ length: 250 }, (_, i) => `Option ${i}`));
    expect(filterOptions(many, '')).toHaveLength(100);
    expect(filterOptions(many, 'option')).toHaveLength(100);
    expect(filterOptions(many, '', 5)).toHaveLength(5);
  });

  it('reads another label when told', () => {
    const options = [{ name: '', first_name: 'Abebe' }];
    expect(filterOptions(options, 'abe', 100, (o) => o.first_name)).toEqual(options);
  });

  it('never throws', () => {
    fc.assert(
      fc.property(fc.anything(), fc.anything(), fc.anything(), (options, search, limit) => {
        filterOptions(options as SelectOption[], search, limit as number);
      }),
    );
    fc.assert(
      fc.property(fc.array(fc.record({ name: fc.string() })), fc.string(), (options, search) => {
        const shown = filterOptions(options, search);
        expect(shown.length).toBeLessThanOrEqual(100);
      }),
    );
  });
});

describe('needsSearchBox', () => {
  it('is true at 10 or more options (spec 9)', () => {
    expect(needsSearchBox(named(...'abcdefghi'))).toBe(false);
    expect(needsSearchBox(named(...'abcdefghij'))).toBe(true);
    expect(needsSearchBox(null as never)).toBe(false);
  });
});

describe('offeredOptions', () => {
  const options: SelectOption[] = [
    { id: 'Discharged', name: 'Discharged' },
    { id: 'Admitted', name: 'Admitted', auto: true },
    { value: 3, name: 'Referred' },
    { name: 'Left', auto: true },
  ];
  const names = (list: SelectOption[] | undefined) => list?.map((option) => option.name);

  it("leaves out the options only the server's rules set (auto)", () => {
    expect(names(offeredOptions({ options }, []))).toEqual(['Discharged', 'Referred']);
  });

  it('keeps an auto option the field holds, by id, value or name', () => {
    expect(names(offeredOptions({ options }, ['Admitted']))).toEqual([
      'Discharged',
      'Admitted',
      'Referred',
    ]);
    expect(names(offeredOptions({ options }, ['Left', '3']))).toEqual([
      'Discharged',
      'Referred',
      'Left',
    ]);
  });

  it("reads the key a field's valueLabel names", () => {
    const coded = [
      { code: 'A', name: 'Admitted', auto: true },
      { code: 'D', name: 'Discharged' },
    ];
    expect(names(offeredOptions({ options: coded, valueLabel: 'code' }, ['A']))).toEqual([
      'Admitted',
      'Discharged',
    ]);
    expect(names(offeredOptions({ options: coded, valueLabel: 'code' }, ['Admitted']))).toEqual([
      'Discharged',
    ]);
  });

  it('gives the same list back when no option is auto, and none when there are none', () => {
    const plain = named('a', 'b');
    expect(offeredOptions({ options: plain }, [])).toBe(plain);
    expect(offeredOptions({}, [])).toBeUndefined();
  });
});

describe('handChosenAutoOptions', () => {
  const field = {
    options: [
      { id: 'Discharged', name: 'Discharged' },
      { id: 'Admitted', name: 'Admitted', auto: true },
    ],
  };
  it('names an auto option a value holds that the form would not offer', () => {
    expect(handChosenAutoOptions(field, 'Admitted', null).map((o) => o.id)).toEqual(['Admitted']);
    expect(handChosenAutoOptions(field, ['Discharged', 'Admitted'], []).map((o) => o.id)).toEqual([
      'Admitted',
    ]);
    expect(handChosenAutoOptions(field, 'Discharged', null)).toEqual([]);
  });
  it('lets a value the record already held be sent back', () => {
    expect(handChosenAutoOptions(field, 'Admitted', 'Admitted')).toEqual([]);
    expect(handChosenAutoOptions(field, ['Admitted', 'Discharged'], ['Admitted'])).toEqual([]);
    // Keyed as the form stores it: a field's valueLabel.
    const byName = { ...field, valueLabel: 'name' };
    expect(handChosenAutoOptions(byName, 'Admitted', 'Discharged').map((o) => o.id)).toEqual([
      'Admitted',
    ]);
  });
});
