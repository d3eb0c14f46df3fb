// The write transaction's record cache (record-cache.ts): copies in and out, forgetting what a
// write changed, and child rows kept only with the row version they were read with.
import { describe, expect, it } from 'vitest';
import {
  forgetRecords,
  RecordCache,
  recordCacheOf,
  startRecordCache,
} from '../../../src/server/models/record-cache';

const prescription = () => ({
  id: 7,
  version: 2,
  status: 'Active',
  tags: ['chronic'],
  items: [{ id: 70, quantity: 10 }],
});

describe('record cache', () => {
  it('hands out copies: changing what it gave or what it kept changes nothing kept', () => {
    const cache = new RecordCache();
    const read = prescription();
    cache.keep('m_prescription', read, ['items']);
    read.status = 'Dispensed';
    read.tags.push('changed');
    read.items[0] = { id: 70, quantity: 0 };
    const given = cache.record('m_prescription', 7, ['items']);
    expect(given).toEqual(prescription());
    (given as { tags: string[] }).tags.push('again');
    expect(cache.record('m_prescription', 7, ['items'])).toEqual(prescription());
    // The row alone, without its child rows.
    expect(cache.row('m_prescription', 7)).toEqual({
      id: 7,
      version: 2,
      status: 'Active',
      tags: ['chronic'],
    });
  });

  it('forgets the rows a write changed, and only those', () => {
    const cache = new RecordCache();
    cache.keep('m_prescription', prescription(), ['items']);
    cache.keep('m_prescription', { ...prescription(), id: 8 }, ['items']);
    cache.forget('m_prescription', [7]);
    expect(cache.state('m_prescription', 7)).toBeUndefined();
    expect(cache.state('m_prescription', 8)).toBe('live');
    cache.keep('m_patient', { id: 3, version: 1, deleted_at: '2026-01-01T00:00:00.000Z' });
    expect(cache.state('m_patient', 3)).toBe('deleted');
  });

  it('keeps child rows read before only while the row is the same version', () => {
    const cache = new RecordCache();
    cache.keep('m_prescription', prescription(), ['items']);
    // The row read again alone (a find), same version: its child rows still hold.
    cache.keep('m_prescription', { id: 7, version: 2, status: 'Active', tags: [] });
    expect(cache.record('m_prescription', 7, ['items'])?.items).toEqual(prescription().items);
    // A newer version read alone: the child rows kept may be stale, so none are answered.
    cache.keep('m_prescription', { id: 7, version: 3, status: 'Active', tags: [] });
    expect(cache.record('m_prescription', 7, ['items'])).toBeUndefined();
    expect(cache.row('m_prescription', 7)?.version).toBe(3);
  });

  it('belongs to one transaction handle; others have none', () => {
    const trx = {};
    const other = {};
    startRecordCache(trx);
    recordCacheOf(trx)?.keep('m_patient', { id: 1, version: 1 });
    expect(recordCacheOf(other)).toBeUndefined();
    forgetRecords(other, 'm_patient', [1]);
    expect(recordCacheOf(trx)?.state('m_patient', 1)).toBe('live');
    forgetRecords(trx, 'm_patient', [1]);
    expect(recordCacheOf(trx)?.state('m_patient', 1)).toBeUndefined();
  });
});
