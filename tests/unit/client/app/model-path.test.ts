import { describe, expect, it } from 'vitest';
import {
  childList,
  MAX_MODEL_LEVELS,
  modelPath,
  parentDetail,
  parentFilter,
  parseModelPath,
  sibling,
} from '../../../../src/client/app/models/model-path';

describe('generic nested model routes (spec 2.1)', () => {
  it('reads each view of one level', () => {
    expect(parseModelPath('patient/l')).toEqual({ parents: [], model: 'patient', view: 'list' });
    expect(parseModelPath('patient/l/new')).toEqual({ parents: [], model: 'patient', view: 'new' });
    expect(parseModelPath('patient/l/edit/7')).toMatchObject({ view: 'edit', id: 7 });
    expect(parseModelPath('patient/l/detail/7')).toMatchObject({ view: 'detail', id: 7 });
    expect(parseModelPath('patient/l/detail/7/edit')).toMatchObject({ view: 'detail-edit', id: 7 });
  });

  it('reads a child level under a record detail, with the parent as the list filter', () => {
    const page = parseModelPath('patient/l/detail/7/appointment/l/detail/3/labRequest/l/new');
    expect(page).toEqual({
      parents: [
        { model: 'patient', id: 7 },
        { model: 'appointment', id: 3 },
      ],
      model: 'labRequest',
      view: 'new',
    });
    expect(page && parentFilter(page)).toBe('appointment:3');
    expect(page && parentDetail(page)).toBe('patient/l/detail/7/appointment/l/detail/3');
  });

  it('goes five levels deep and no deeper', () => {
    const level = (n: number) =>
      Array.from({ length: n - 1 }, (_, i) => `m${i}/l/detail/${i + 1}/`).join('');
    expect(parseModelPath(`${level(MAX_MODEL_LEVELS)}last/l`)?.parents).toHaveLength(4);
    expect(parseModelPath(`${level(MAX_MODEL_LEVELS + 1)}last/l`)).toBeUndefined();
    const deepest = parseModelPath(`${level(MAX_MODEL_LEVELS)}last/l/detail/9`);
    expect(deepest && childList(deepest, 'more')).toBeUndefined();
  });

  it('refuses what is not a model path', () => {
    for (const path of [
      '',
      'patients',
      'patient',
      'patient/x',
      'Patient/l',
      'patient/l/0',
      'patient/l/edit',
      'patient/l/edit/abc',
      'patient/l/edit/7/more',
      'patient/l/detail/-1',
      'patient/l/detail/7/edit/more',
      'patient/l/detail/7/appointment',
      'patient/l/detail/99999999999999999999',
    ])
      expect(parseModelPath(path), path).toBeUndefined();
  });

  it('writes back the path it reads, and moves between views of a level', () => {
    for (const path of [
      'patient/l',
      'patient/l/new',
      'patient/l/edit/7',
      'patient/l/detail/7',
      'patient/l/detail/7/edit',
      'patient/l/detail/7/appointment/l/detail/3/edit',
    ]) {
      const page = parseModelPath(path);
      expect(page && modelPath(page)).toBe(path);
    }
    const list = parseModelPath('patient/l/detail/7/appointment/l');
    expect(list && sibling(list, 'detail', 3)).toBe('patient/l/detail/7/appointment/l/detail/3');
    expect(list && sibling(list, 'new')).toBe('patient/l/detail/7/appointment/l/new');
    const detail = parseModelPath('patient/l/detail/7');
    expect(detail && childList(detail, 'appointment')).toBe('patient/l/detail/7/appointment/l');
    expect(parentFilter({ parents: [] })).toBeUndefined();
  });
});
