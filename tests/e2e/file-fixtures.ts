/**
 * Small real files for the viewer tests, made here rather than checked in: the server sniffs
 * every upload, so each one's bytes must be what its name says.
 */
import { crc32, deflateSync } from 'node:zlib';
import ExcelJS from 'exceljs';
import JSZip from 'jszip';

export interface Fixture {
  name: string;
  mimeType: string;
  buffer: Buffer;
}

function pngChunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/** A width x height PNG: a sky-blue field with a dark left half, so rotation shows. */
export function png(name: string, width = 64, height = 40): Fixture {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8); // 8-bit RGB, no interlace
  const rows: number[] = [];
  for (let y = 0; y < height; y += 1) {
    rows.push(0); // filter: none
    for (let x = 0; x < width; x += 1)
      rows.push(...(x < width / 2 ? [15, 23, 42] : [56, 189, 248]));
  }
  const buffer = Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    pngChunk('IHDR', header),
    pngChunk('IDAT', deflateSync(Buffer.from(rows))),
    pngChunk('IEND', Buffer.alloc(0)),
  ]);
  return { name, mimeType: 'image/png', buffer };
}

/** A PDF written by hand: one page per text, each showing it in Helvetica. */
export function pdf(name: string, pages: string[]): Fixture {
  const objects: string[] = [];
  const pageIds = pages.map((_, i) => 4 + i * 2);
  objects[1] = '<< /Type /Catalog /Pages 2 0 R >>';
  objects[2] = `<< /Type /Pages /Kids [${pageIds.map((id) => `${id} 0 R`).join(' ')}] /Count ${pages.length} >>`;
  objects[3] = '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>';
  pages.forEach((text, i) => {
    const content = `BT /F1 18 Tf 40 100 Td (${text}) Tj ET`;
    objects[pageIds[i] as number] =
      '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 300 200] ' +
      `/Resources << /Font << /F1 3 0 R >> >> /Contents ${(pageIds[i] as number) + 1} 0 R >>`;
    objects[(pageIds[i] as number) + 1] =
      `<< /Length ${content.length} >>\nstream\n${content}\nendstream`;
  });
  let text = '%PDF-1.4\n';
  const offsets: number[] = [];
  for (let id = 1; id < objects.length; id += 1) {
    offsets[id] = text.length;
    text += `${id} 0 obj\n${objects[id]}\nendobj\n`;
  }
  const xref = text.length;
  text += `xref\n0 ${objects.length}\n0000000000 65535 f \n`;
  for (let id = 1; id < objects.length; id += 1)
    text += `${String(offsets[id]).padStart(10, '0')} 00000 n \n`;
  text += `trailer\n<< /Size ${objects.length} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return { name, mimeType: 'application/pdf', buffer: Buffer.from(text, 'latin1') };
}

/** The smallest Word document Word opens: one paragraph per line. */
export async function docx(name: string, paragraphs: string[]): Promise<Fixture> {
  const zip = new JSZip();
  zip.file(
    '[Content_Types].xml',
    '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>' +
      '<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types">' +
      '<Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/>' +
      '<Default Extension="xml" ContentType="application/xml"/>' +
      '<Override PartName="/word/document.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml"/>' +
      '</Types>',
  );
  zip.file(
    '_rels/.rels',
    '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>' +
      '<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships">' +
      '<Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/officeDocument" Target="word/document.xml"/>' +
      '</Relationships>',
  );
  const body = paragraphs.map((p) => `<w:p><w:r><w:t>${p}</w:t></w:r></w:p>`).join('');
  zip.file(
    'word/document.xml',
    '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>' +
      '<w:document xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main">' +
      // A4 with 2 cm margins, as Word writes it.
      `<w:body>${body}<w:sectPr><w:pgSz w:w="11906" w:h="16838"/>` +
      '<w:pgMar w:top="1134" w:right="1134" w:bottom="1134" w:left="1134"/></w:sectPr>' +
      '</w:body></w:document>',
  );
  return {
    name,
    mimeType: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    buffer: await zip.generateAsync({ type: 'nodebuffer' }),
  };
}

/** A workbook with one worksheet per entry, written by exceljs. */
export async function xlsx(name: string, sheets: Record<string, unknown[][]>): Promise<Fixture> {
  const workbook = new ExcelJS.Workbook();
  for (const [sheetName, rows] of Object.entries(sheets))
    workbook.addWorksheet(sheetName).addRows(rows);
  return {
    name,
    mimeType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    buffer: Buffer.from(await workbook.xlsx.writeBuffer()),
  };
}

/** A WebM header (the server sniffs the EBML signature); too short to play, so the fallback shows. */
export function webm(name: string): Fixture {
  const buffer = Buffer.concat([Buffer.from([0x1a, 0x45, 0xdf, 0xa3]), Buffer.from('....webm')]);
  return { name, mimeType: 'video/webm', buffer };
}

/** An MP3 with only its ID3 tag header. */
export function mp3(name: string): Fixture {
  return {
    name,
    mimeType: 'audio/mpeg',
    buffer: Buffer.from('ID3\x04\x00\x00\x00\x00\x00\x00', 'latin1'),
  };
}

export function text(name: string, content: string): Fixture {
  return { name, mimeType: 'text/plain', buffer: Buffer.from(content, 'utf8') };
}
