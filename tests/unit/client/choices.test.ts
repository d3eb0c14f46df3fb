import { describe, expect, it, vi } from 'vitest';
import {
  arrangeByParent,
  type Choice,
  choicesOf,
  groupChoices,
  toChoice,
  valueKeys,
} from '../../../src/client/forms/widgets/select/choices';
import { selectionOf } from '../../../src/client/forms/widgets/select/selection';
import type { FieldSchema } from '../../../src/engine/types';

const choice = (key: string, extra: Partial<Choice> = {}): Choice => ({
  key,
  value: key,
  name: key,
  depth: 0,
  ...extra,
});

describe('toChoice', () => {
  it('identifies by id, else value, else name', () => {
    expect(toChoice({ id: 3, name: 'Three' })).toMatchObject({ key: '3', value: 3, name: 'Three' });
    expect(toChoice({ value: 'M', name: 'Male' })).toMatchObject({ key: 'M', value: 'M' });
    expect(toChoice({ name: 'Only name' })).toMatchObject({ key: 'Only name' });
    expect(toChoice({ name: '' })).toBeUndefined();
  });

  it('reads nameLabel, valueLabel, imgLabel and colorLabel', () => {
    const option = { name: 'x', code: 'ETB', title: 'Birr', pic: '/b.png', hue: '#0a0', count: 4 };
    const keys = { valueLabel: 'code', nameLabel: 'title', imgLabel: 'pic', colorLabel: 'hue' };
    expect(toChoice(option, keys)).toEqual({
      key: 'ETB',
      value: 'ETB',
      name: 'Birr',
      img: '/b.png',
      color: '#0a0',
      group: undefined,
      parent: undefined,
      count: 4,
      depth: 0,
    });
  });
});

describe('arrangeByParent', () => {
  it('puts children after their parent, one level deeper', () => {
    const list = [
      choice('lab-sub', { parent: 'lab' }),
      choice('opd'),
      choice('lab'),
      choice('orphan', { parent: 'missing' }),
    ];
    expect(arrangeByParent(list).map((c) => `${c.key}:${c.depth}`)).toEqual([
      'opd:0',
      'lab:0',
      'lab-sub:1',
      'orphan:0',
    ]);
  });

  it('survives cycles', () => {
    const list = [choice('a', { parent: 'b' }), choice('b', { parent: 'a' })];
    expect(
      arrangeByParent(list)
        .map((c) => c.key)
        .sort(),
    ).toEqual(['a', 'b']);
  });
});

describe('choicesOf and groupChoices', () => {
  it('falls back to allowedValues and drops duplicates', () => {
    const field: FieldSchema = { type: 'radio', allowedValues: ['A', 'B', 'A', true] };
    expect(choicesOf(field).map((c) => c.name)).toEqual(['A', 'B']);
  });

  it('groups in order of first appearance', () => {
    const groups = groupChoices([
      choice('a', { group: 'Lab' }),
      choice('b'),
      choice('c', { group: 'Lab' }),
    ]);
    expect(groups.map((g) => [g.group, g.items.map((c) => c.key)])).toEqual([
      ['Lab', ['a', 'c']],
      [undefined, ['b']],
    ]);
  });

  it('reads stored values as keys', () => {
    expect(valueKeys([1, '2', null, ''])).toEqual(['1', '2']);
    expect(valueKeys(5)).toEqual(['5']);
    expect(valueKeys(undefined)).toEqual([]);
  });
});

describe('selectionOf', () => {
  const known = (key: string) => (key === '1' ? choice('1', { value: 1, name: 'One' }) : undefined);

  it('ignores a pick beyond maxSelectCount (spec 5.4)', () => {
    const onChange = vi.fn();
    const field: FieldSchema = { type: 'select', multiple: true, maxSelectCount: 1 };
    const selection = selectionOf({ field, state: { value: [1], error: '' }, onChange }, known);
    selection.pick([choice('1', { value: 1 }), choice('2')]);
    expect(onChange).not.toHaveBeenCalled();
    selection.pick([]);
    expect(onChange).toHaveBeenCalledWith([]);
  });

  it('shows stored values not among the choices by their key', () => {
    const field: FieldSchema = { type: 'select', multiple: true };
    const selection = selectionOf(
      { field, state: { value: [1, 7], error: '' }, onChange() {} },
      known,
    );
    expect(selection.selected.map((c) => [c.name, c.value])).toEqual([
      ['One', 1],
      ['7', 7],
    ]);
  });

  it('stores one value or null for a single select', () => {
    const onChange = vi.fn();
    const field: FieldSchema = { type: 'select' };
    const selection = selectionOf({ field, state: { value: 1, error: '' }, onChange }, known);
    selection.pick(choice('2'));
    selection.pick(null);
    expect(onChange.mock.calls).toEqual([['2'], [null]]);
  });
});
