import { describe, expect, it } from 'vitest';
import { dataUrlBlob, downloadUrl, isDirectUrl } from '../../../src/client/components/stored-file';
import { columnLetter, sheetCellText } from '../../../src/client/widgets/viewers/sheet-cells';
import { viewerKind } from '../../../src/client/widgets/viewers/viewer-kind';

describe('which viewer opens a file', () => {
  it('opens the previewable kinds of spec 9 in their viewers', () => {
    expect(viewerKind({ filename: 'xray.JPG', mimetype: 'image/jpeg' })).toBe('image');
    expect(viewerKind({ filename: 'scan.gif' })).toBe('image');
    expect(viewerKind({ filename: 'report.pdf', mimetype: 'application/pdf' })).toBe('pdf');
    expect(viewerKind({ filename: 'clip.mp4' })).toBe('video');
    expect(viewerKind({ filename: 'clip.webm', mimetype: 'video/webm' })).toBe('video');
    expect(viewerKind({ filename: 'clip.ogg' })).toBe('video');
    expect(viewerKind({ filename: 'beat.mp3', mimetype: 'audio/mpeg' })).toBe('audio');
  });

  it('renders .docx and .xlsx here, by type or by name', () => {
    const word = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document';
    const sheet = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
    expect(viewerKind({ filename: 'notes.docx', mimetype: word })).toBe('word');
    expect(viewerKind({ filename: 'upload', mimetype: word })).toBe('word');
    expect(viewerKind({ filename: 'notes.docx', mimetype: 'application/zip' })).toBe('word');
    expect(viewerKind({ filename: 'vitals.xlsx', mimetype: sheet })).toBe('sheet');
    expect(viewerKind({ filename: 'vitals.xlsx' })).toBe('sheet');
  });

  it('offers a download for what would need a third-party viewer, or has no viewer', () => {
    expect(viewerKind({ filename: 'old.doc', mimetype: 'application/msword' })).toBe('download');
    expect(viewerKind({ filename: 'slides.pptx' })).toBe('download');
    expect(viewerKind({ filename: 'old.xls' })).toBe('download');
    expect(viewerKind({ filename: 'notes.txt', mimetype: 'text/plain' })).toBe('download');
    expect(viewerKind({ filename: 'scan.dcm' })).toBe('download');
    expect(viewerKind({ filename: 'photo.webp', mimetype: 'image/webp' })).toBe('download');
    expect(viewerKind({})).toBe('download');
  });
});

describe('stored file addresses (spec 7)', () => {
  it('downloads by stored path under /api', () => {
    expect(downloadUrl('files/2026/05/a.png')).toBe('/api/files/2026/05/a.png');
    expect(downloadUrl('/api/files/2026/05/a.png')).toBe('/api/files/2026/05/a.png');
    expect(isDirectUrl('data:image/png;base64,AA==')).toBe(true);
    expect(isDirectUrl('files/2026/05/a.png')).toBe(false);
  });

  it('decodes data URLs itself (the CSP refuses to fetch them)', async () => {
    const blob = dataUrlBlob(`data:text/plain;base64,${btoa('Ward 3')}`);
    expect(blob?.type).toBe('text/plain');
    expect(await blob?.text()).toBe('Ward 3');
    expect(await dataUrlBlob('data:,a%20b')?.text()).toBe('a b');
    expect(dataUrlBlob('data:text/plain;base64,%%%')).toBeUndefined();
    expect(dataUrlBlob('files/a.png')).toBeUndefined();
  });
});

describe('spreadsheet cells', () => {
  it('letters columns as spreadsheets do', () => {
    expect([0, 1, 25, 26, 27, 51, 52, 701, 702].map(columnLetter)).toEqual([
      'A',
      'B',
      'Z',
      'AA',
      'AB',
      'AZ',
      'BA',
      'ZZ',
      'AAA',
    ]);
  });

  it('shows numbers, booleans and dates as people read them', () => {
    expect(sheetCellText(1234.5)).toBe('1,234.5');
    expect(sheetCellText(true)).toBe('TRUE');
    expect(sheetCellText(null)).toBe('');
    expect(sheetCellText(new Date(Date.UTC(2026, 4, 14)))).toBe('May 14, 2026');
    expect(sheetCellText(new Date(Date.UTC(2026, 4, 14, 15, 5)))).toBe('May 14, 2026, 3:05 PM');
    expect(sheetCellText('08:00')).toBe('08:00');
  });
});
