import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { acceptFor, isAccepted, isImageFile } from '../../../../src/engine/format';

function recorder() {
  const warnings: string[] = [];
  return { warnings, log: { warn: (message: string) => warnings.push(message) } };
}

describe('acceptFor', () => {
  it('turns kinds into an accept string (spec 5.5)', () => {
    expect(acceptFor(['image'])).toBe('image/*');
    expect(acceptFor(['pdf'])).toBe('.pdf,application/pdf');
    expect(acceptFor(['video', 'audio'])).toBe('video/*,audio/*');
    expect(acceptFor(['word_document'])).toContain('.docx');
    expect(acceptFor(['excel'])).toContain('.xlsx');
    expect(acceptFor(['power_point'])).toContain('.pptx');
    expect(acceptFor(['archives'])).toContain('.zip');
  });

  it('accepts anything for all or no kinds', () => {
    expect(acceptFor(['all'])).toBe('');
    expect(acceptFor(['pdf', 'all'])).toBe('');
    expect(acceptFor([])).toBe('');
  });

  it('skips unknown kinds and reports them as invalid', () => {
    const { warnings, log } = recorder();
    expect(acceptFor(['pdf', 'spreadsheet', 'spreadsheet', 'toString'], log)).toBe(
      '.pdf,application/pdf',
    );
    expect(warnings).toEqual(['Invalid file kind: spreadsheet', 'Invalid file kind: toString']);
  });

  it('does not repeat tokens', () => {
    expect(acceptFor(['pdf', 'pdf'])).toBe('.pdf,application/pdf');
  });
});

describe('isAccepted', () => {
  it('checks the type, wildcards and extensions', () => {
    expect(isAccepted({ name: 'x.png', type: 'image/png' }, ['image'])).toBe(true);
    expect(isAccepted({ name: 'x.pdf', type: 'application/pdf' }, ['image'])).toBe(false);
    expect(isAccepted({ name: 'Report.DOCX', type: '' }, ['word_document'])).toBe(true);
    expect(isAccepted({ name: 'notes.txt', type: 'text/plain' }, ['pdf', 'excel'])).toBe(false);
    expect(isAccepted({ name: 'notes.txt', type: 'text/plain' }, ['all'])).toBe(true);
    expect(isAccepted({ name: 'notes.txt', type: 'text/plain' }, [])).toBe(true);
  });
});

describe('isImageFile', () => {
  it('goes by MIME type, else by extension', () => {
    expect(isImageFile({ name: 'scan.pdf', type: 'image/jpeg' })).toBe(true);
    expect(isImageFile({ name: 'photo.png', type: 'application/pdf' })).toBe(false);
    expect(isImageFile({ name: 'photo.JPG', type: '' })).toBe(true);
    expect(isImageFile({ name: 'notes.txt', type: '' })).toBe(false);
  });
});

describe('never throws', () => {
  it('on arbitrary input', () => {
    fc.assert(
      fc.property(fc.anything(), fc.anything(), (file, kinds) => {
        acceptFor(kinds as string[], { warn: () => {} });
        isAccepted(file as never, kinds as string[]);
        isImageFile(file as never);
      }),
    );
    fc.assert(
      fc.property(fc.array(fc.string()), fc.string(), fc.string(), (kinds, name, type) => {
        acceptFor(kinds);
        isAccepted({ name, type }, kinds);
      }),
    );
  });
});
