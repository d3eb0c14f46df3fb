import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { previewKind } from '../../../../src/engine/format';

describe('previewKind', () => {
  it('knows the previewable kinds by file name (spec 9)', () => {
    expect(previewKind('x.jpg')).toBe('image');
    expect(previewKind('x.JPEG')).toBe('image');
    expect(previewKind('x.png')).toBe('image');
    expect(previewKind('x.gif')).toBe('image');
    expect(previewKind('report.pdf')).toBe('pdf');
    expect(previewKind('a.docx')).toBe('office');
    expect(previewKind('a.xls')).toBe('office');
    expect(previewKind('a.pptx')).toBe('office');
    expect(previewKind('clip.mp4')).toBe('video');
    expect(previewKind('clip.webm')).toBe('video');
    expect(previewKind('clip.ogg')).toBe('video');
    expect(previewKind('heart.mp3')).toBe('audio');
  });

  it('knows them by MIME type', () => {
    expect(previewKind('image/png')).toBe('image');
    expect(previewKind('application/pdf')).toBe('pdf');
    expect(
      previewKind('application/vnd.openxmlformats-officedocument.wordprocessingml.document'),
    ).toBe('office');
    expect(previewKind('application/msword')).toBe('office');
    expect(previewKind('video/mp4')).toBe('video');
    expect(previewKind('audio/ogg')).toBe('audio');
  });

  it('reads paths with a query', () => {
    expect(previewKind('/uploads/2026/scan.PDF?v=3')).toBe('pdf');
  });

  it('gives undefined for what it cannot preview', () => {
    expect(previewKind('x.bmp')).toBeUndefined();
    expect(previewKind('image/webp')).toBeUndefined();
    expect(previewKind('archive.zip')).toBeUndefined();
    expect(previewKind('README')).toBeUndefined();
    expect(previewKind('')).toBeUndefined();
    expect(previewKind(null)).toBeUndefined();
  });

  it('never throws', () => {
    fc.assert(
      fc.property(fc.anything(), (raw) => {
        previewKind(raw);
      }),
    );
    fc.assert(
      fc.property(fc.string(), (raw) => {
        previewKind(raw);
      }),
    );
  });
});
