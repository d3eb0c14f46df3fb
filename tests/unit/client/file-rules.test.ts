import { describe, expect, it, vi } from 'vitest';
import {
  entriesOf,
  fileRules,
  IMAGE_ONLY_MULTIPLE,
  IMAGE_ONLY_SINGLE,
  screenFiles,
} from '../../../src/client/forms/widgets/files/file-rules';

const png = { name: 'scan.png', type: 'image/png' };
const pdf = { name: 'report.pdf', type: 'application/pdf' };
const blank = { name: 'photo.JPG', type: '' };
const quiet = { warn: () => {} };

describe('fileRules', () => {
  it('turns kinds into the accept attribute and logs unknown kinds', () => {
    const log = { warn: vi.fn() };
    const rules = fileRules({ accept: 'pdf, videos' }, log);
    expect(rules.accept).toBe('.pdf,application/pdf');
    expect(rules.kinds).toEqual(['pdf']);
    expect(log.warn).toHaveBeenCalledWith('Invalid file kind: videos');
  });

  it('passes MIME types and extensions through', () => {
    expect(fileRules({ accept: 'image/*' }, quiet)).toMatchObject({
      accept: 'image/*',
      imageOnly: true,
    });
    expect(fileRules({ accept: '.dcm,pdf' }, quiet).accept).toBe('.pdf,application/pdf,.dcm');
  });

  it('accepts anything with no accept or with all', () => {
    expect(fileRules({}, quiet)).toMatchObject({ accept: '', imageOnly: false });
    expect(fileRules({ accept: 'all,pdf' }, quiet).accept).toBe('');
  });

  it('is image-only with image: true or only image kinds', () => {
    expect(fileRules({ image: true }, quiet).imageOnly).toBe(true);
    expect(fileRules({ accept: 'image' }, quiet).imageOnly).toBe(true);
    expect(fileRules({ accept: 'image,pdf' }, quiet).imageOnly).toBe(false);
  });
});

describe('screenFiles (spec 5.5)', () => {
  const images = fileRules({ image: true }, quiet);

  it('single image-only upload refuses a non-image', () => {
    expect(screenFiles([pdf], images, false)).toEqual({ accepted: [], alert: IMAGE_ONLY_SINGLE });
    expect(screenFiles([png, pdf], images, false)).toEqual({ accepted: [png] });
  });

  it('multiple image-only upload keeps the images and alerts', () => {
    expect(screenFiles([png, pdf, blank], images, true)).toEqual({
      accepted: [png, blank],
      alert: IMAGE_ONLY_MULTIPLE,
    });
    expect(screenFiles([png], images, true)).toEqual({ accepted: [png] });
  });

  it('drops files outside accept and names them', () => {
    const rules = fileRules({ accept: 'pdf' }, quiet);
    expect(screenFiles([pdf, png], rules, true)).toEqual({
      accepted: [pdf],
      alert: 'File type not accepted: scan.png',
    });
    expect(screenFiles([png], fileRules({}, quiet), false)).toEqual({ accepted: [png] });
  });
});

describe('entriesOf', () => {
  it('reads one entry, a list, or nothing', () => {
    const entry = { filename: 'a.pdf', size: 3 };
    expect(entriesOf(entry)).toEqual([entry]);
    expect(entriesOf([entry, null, { size: 1 }])).toEqual([entry]);
    expect(entriesOf(null)).toEqual([]);
  });
});
