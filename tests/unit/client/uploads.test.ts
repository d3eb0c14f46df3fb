import { afterEach, describe, expect, it } from 'vitest';
import type { StoredFile } from '../../../src/client/components/upload-file';
import { shared } from '../../../src/client/state/shared';
import {
  cancelUpload,
  isCancelled,
  trackUpload,
  type Uploader,
  uploads,
} from '../../../src/client/state/uploads';

/** An uploader the test drives by hand: it reports progress and settles when told. */
function manualUploader() {
  const calls: { report(p: number): void; finish(f: StoredFile): void; signal: AbortSignal }[] = [];
  const upload: Uploader = (_file, filename, report, signal) =>
    new Promise((resolve, reject) => {
      signal.addEventListener('abort', () => reject(new DOMException('stop', 'AbortError')));
      calls.push({ report, finish: resolve, signal });
      void filename;
    });
  return { upload, calls };
}

const file = (name: string, size: number) => new File([new Uint8Array(size)], name);
const stored = (name: string): StoredFile => ({
  filename: name,
  filepath: `files/2026/05/${name}`,
  mimetype: 'text/plain',
  size: 1,
});

afterEach(() => {
  uploads.items.splice(0);
});

describe('uploads in flight (spec 2.10, 7)', () => {
  it('lists each upload with its owner, size and percent until it is done', async () => {
    const { upload, calls } = manualUploader();
    const done = trackUpload(file('scan.png', 2048), { owner: 'photo', upload });
    expect(
      uploads.items.map(({ filename, size, percent, owner }) => ({
        filename,
        size,
        percent,
        owner,
      })),
    ).toEqual([{ filename: 'scan.png', size: 2048, percent: 0, owner: 'photo' }]);
    calls[0]?.report(42.5);
    expect(uploads.items[0]?.percent).toBe(42.5);
    calls[0]?.report(140);
    expect(uploads.items[0]?.percent).toBe(100);
    calls[0]?.finish(stored('scan.png'));
    expect(await done).toEqual(stored('scan.png'));
    expect(uploads.items).toEqual([]);
  });

  it('feeds the shared upload progress: the mean of the files in flight, ended by the last', async () => {
    const { upload, calls } = manualUploader();
    const first = trackUpload(file('a.png', 1), { upload });
    const second = trackUpload(file('b.png', 1), { upload });
    expect(shared.uploadProgress).toEqual({ active: true, direction: 'upload', percent: 0 });
    calls[0]?.report(100);
    calls[1]?.report(50);
    expect(shared.uploadProgress).toEqual({ active: true, direction: 'upload', percent: 75 });
    calls[0]?.finish(stored('a.png'));
    await first;
    expect(shared.uploadProgress.percent).toBe(50);
    calls[1]?.finish(stored('b.png'));
    await second;
    expect(shared.uploadProgress).toEqual({ active: false, direction: 'upload', percent: 100 });
  });

  it('cancels one upload from its card, leaving the others', async () => {
    const { upload, calls } = manualUploader();
    const first = trackUpload(file('a.pdf', 1), { upload });
    const second = trackUpload(file('b.pdf', 1), { upload });
    const [a, b] = uploads.items;
    cancelUpload(a?.id ?? -1);
    const error = await first.catch((e: unknown) => e);
    expect(isCancelled(error)).toBe(true);
    expect(calls[1]?.signal.aborted).toBe(false);
    expect(uploads.items.map((i) => i.id)).toEqual([b?.id]);
    calls[1]?.finish(stored('b.pdf'));
    await second;
    expect(uploads.items).toEqual([]);
    expect(isCancelled(new Error('network'))).toBe(false);
  });
});
