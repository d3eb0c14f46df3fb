import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { type FileEntry, sameFile, sameFileForRemoval } from '../../../../src/engine/format';

const scan: FileEntry = {
  filename: 'scan.pdf',
  size: 2048,
  mimetype: 'application/pdf',
  filepath: '/uploads/a/scan.pdf',
};

describe('sameFile', () => {
  it('identifies a file by filename plus size (spec 3.3)', () => {
    expect(sameFile(scan, { ...scan, filepath: '/uploads/b/scan.pdf' })).toBe(true);
    expect(sameFile(scan, { ...scan, mimetype: 'image/png' })).toBe(true);
    expect(sameFile(scan, { ...scan, size: 2049 })).toBe(false);
    expect(sameFile(scan, { ...scan, filename: 'scan2.pdf' })).toBe(false);
  });

  it('is false when either side is missing', () => {
    expect(sameFile(scan, null)).toBe(false);
    expect(sameFile(undefined, scan)).toBe(false);
  });
});

describe('sameFileForRemoval', () => {
  it('also compares the mimetype (spec 3.3)', () => {
    expect(sameFileForRemoval(scan, { ...scan, filepath: '/elsewhere' })).toBe(true);
    expect(sameFileForRemoval(scan, { ...scan, mimetype: 'image/png' })).toBe(false);
    expect(sameFileForRemoval(scan, { ...scan, size: 1 })).toBe(false);
  });
});

describe('never throws', () => {
  it('on arbitrary input', () => {
    fc.assert(
      fc.property(fc.anything(), fc.anything(), (a, b) => {
        sameFile(a as never, b as never);
        sameFileForRemoval(a as never, b as never);
      }),
    );
  });
});
