import { describe, expect, it } from 'vitest';
import {
  describeRefCondition,
  failedRefCondition,
  refFilterParams,
  refFilterScope,
  resolveRefFilter,
} from '../../../src/engine/form/ref-filter';

const filter = {
  patient: '$patient',
  status: { in: ['Submitted', 'Partly Paid'] },
  balance: { gte: 0.01 },
};

describe('refFilter', () => {
  it('looks up "$name" in the row first, then the record, and becomes list filter params', () => {
    const scope = refFilterScope({ patient: 7 }, { patient: 9 });
    const conditions = resolveRefFilter(filter, scope);
    expect(refFilterParams(conditions)).toEqual([
      ['filter[patient]', '9'],
      ['filter[status][in]', 'Submitted'],
      ['filter[status][in]', 'Partly Paid'],
      ['filter[balance][gte]', '0.01'],
    ]);
    expect(refFilterParams(resolveRefFilter(filter, refFilterScope({ patient: 7 })))[0]).toEqual([
      'filter[patient]',
      '7',
    ]);
  });

  it('an empty "$name" asks for records whose field is empty', () => {
    const conditions = resolveRefFilter({ patient: '$patient' }, refFilterScope({}));
    expect(refFilterParams(conditions)).toEqual([['filter[patient][empty]', 'true']]);
  });

  it('checks a picked record as the list filters would', () => {
    const conditions = resolveRefFilter(filter, refFilterScope({ patient: 7 }));
    const open = { patient: 7, status: 'Partly Paid', balance: '120.00' };
    expect(failedRefCondition(conditions, open)).toBeUndefined();
    expect(failedRefCondition(conditions, { ...open, patient: 8 })?.field).toBe('patient');
    expect(failedRefCondition(conditions, { ...open, status: 'Paid' })?.field).toBe('status');
    expect(failedRefCondition(conditions, { ...open, balance: '0.00' })?.field).toBe('balance');
    const ranges = resolveRefFilter(
      {
        on: { gte: '2026-01-01', lte: '2026-01-31' },
        note: { empty: true },
        kind: { ne: 'X', nin: ['Y'] },
      },
      refFilterScope({}),
    );
    expect(failedRefCondition(ranges, { on: '2026-01-15', note: '', kind: 'Z' })).toBeUndefined();
    expect(failedRefCondition(ranges, { on: '2026-02-01', note: '', kind: 'Z' })?.field).toBe('on');
    expect(failedRefCondition(ranges, { on: '2026-01-15', note: 'x', kind: 'Z' })?.field).toBe(
      'note',
    );
    expect(failedRefCondition(ranges, { on: '2026-01-15', kind: 'Y' })?.op).toBe('nin');
  });

  it('contains: text holding any of the parts, ignoring case; blank holds none', () => {
    const conditions = resolveRefFilter(
      { job_title: { contains: ['anesth', 'anaesth'] } },
      refFilterScope({}),
    );
    expect(refFilterParams(conditions)).toEqual([
      ['filter[job_title][contains]', 'anesth'],
      ['filter[job_title][contains]', 'anaesth'],
    ]);
    for (const title of ['Nurse Anesthetist', 'ANAESTHESIOLOGIST', 'anesthesia nurse'])
      expect(failedRefCondition(conditions, { job_title: title }), title).toBeUndefined();
    for (const title of ['Aesthetician', 'Porter', '', null])
      expect(failedRefCondition(conditions, { job_title: title })?.op, String(title)).toBe(
        'contains',
      );
    const [condition] = conditions;
    expect(condition && describeRefCondition(condition, 'Job Title')).toBe(
      'its Job Title must contain "anesth" or "anaesth"',
    );
  });

  it('ncontains: text holding none of the parts, ignoring case; blank holds none', () => {
    const conditions = resolveRefFilter(
      { job_title: { contains: ['anesth', 'anaesth'], ncontains: ['tech'] } },
      refFilterScope({}),
    );
    expect(refFilterParams(conditions)).toEqual([
      ['filter[job_title][contains]', 'anesth'],
      ['filter[job_title][contains]', 'anaesth'],
      ['filter[job_title][ncontains]', 'tech'],
    ]);
    for (const title of ['Nurse Anesthetist', 'Consultant Anaesthetist', 'Anesthesiologist'])
      expect(failedRefCondition(conditions, { job_title: title }), title).toBeUndefined();
    for (const title of ['Anesthesia Technician', 'ANAESTHETIC TECHNOLOGIST', 'Anesthesia Tech'])
      expect(failedRefCondition(conditions, { job_title: title })?.op, title).toBe('ncontains');
    const [exclusion] = resolveRefFilter({ note: { ncontains: ['a', 'b'] } }, refFilterScope({}));
    for (const note of ['', null, 'xyz'])
      expect(exclusion && failedRefCondition([exclusion], { note }), String(note)).toBeUndefined();
    expect(exclusion && describeRefCondition(exclusion, 'Note')).toBe(
      'its Note must not contain "a" or "b"',
    );
  });
});
