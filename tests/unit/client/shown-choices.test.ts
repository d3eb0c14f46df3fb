// What a searchable select lists: a model's records as the server found them for the typed
// query (a patient found by MRN has no MRN in its name, and filtering the answer by name left
// the lab request's Patient picker empty), static options filtered by name, and the previous
// answer narrowed by name while the next one is on its way.
import { describe, expect, it } from 'vitest';
import type { Choice } from '../../../src/client/forms/widgets/select/choices';
import { shownChoices } from '../../../src/client/forms/widgets/select/shown-choices';

const choice = (value: number, name: string): Choice => ({
  key: String(value),
  value,
  name,
  depth: 0,
});
const patients = [choice(10, 'Bekele Tadesse Alemu'), choice(12, 'Chaltu Tamrat Mohammed')];

describe('a searchable select\u2019s listed choices', () => {
  it('are the server\u2019s answer to this query, as found', () => {
    const found = [choice(10, 'Bekele Tadesse Alemu')];
    expect(shownChoices(found, 'MRN-2026-000010', 'MRN-2026-000010')).toEqual(found);
    expect(shownChoices(found, ' 000010 ', '000010')).toEqual(found);
    // Name matches first, as before; the server's other matches (a phone, an MRN) after them.
    const both = [choice(7, 'Abebe Kebede'), choice(8, 'Kebede Alemu')];
    expect(shownChoices(both, 'kebede', 'kebede')).toEqual([both[1], both[0]]);
    const byPhone = [choice(9, 'Almaz Bekele'), choice(11, 'Sara 0911')];
    expect(shownChoices(byPhone, '0911', '0911')).toEqual([byPhone[1], byPhone[0]]);
  });

  it('narrow the previous answer by name until the server answers', () => {
    expect(shownChoices(patients, 'chal', '')).toEqual([patients[1]]);
    expect(shownChoices(patients, 'MRN-2026-000010', 'MRN')).toEqual([]);
  });

  it('filter static options by name', () => {
    const priorities = [choice(1, 'Routine'), choice(2, 'Urgent'), choice(3, 'STAT')];
    expect(shownChoices(priorities, 'urg')).toEqual([priorities[1]]);
    expect(shownChoices(priorities, '')).toEqual(priorities);
  });
});
