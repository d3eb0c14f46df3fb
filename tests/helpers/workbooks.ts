import ExcelJS from 'exceljs';

export const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** An .xlsx in memory: the first array is row 1 (headers); extra sheets hold filler. */
export async function workbook(rows: unknown[][], sheets = 1): Promise<Buffer> {
  const book = new ExcelJS.Workbook();
  for (let i = 0; i < sheets; i += 1) {
    const sheet = book.addWorksheet(`Sheet ${i + 1}`);
    if (i === 0) for (const row of rows) sheet.addRow(row);
    else sheet.addRow(['unused']);
  }
  return Buffer.from(await book.xlsx.writeBuffer());
}

/** A multipart/form-data body built by hand, so the test sends exactly these bytes. */
export function multipart(
  parts: { name: string; content: Buffer | string; filename?: string; type?: string }[],
) {
  const boundary = `----tena-test-${Math.random().toString(16).slice(2)}`;
  const chunks: Buffer[] = [];
  for (const part of parts) {
    const disposition = part.filename
      ? `form-data; name="${part.name}"; filename="${part.filename}"`
      : `form-data; name="${part.name}"`;
    const type = part.type ? `\r\nContent-Type: ${part.type}` : '';
    chunks.push(Buffer.from(`--${boundary}\r\nContent-Disposition: ${disposition}${type}\r\n\r\n`));
    chunks.push(Buffer.isBuffer(part.content) ? part.content : Buffer.from(part.content));
    chunks.push(Buffer.from('\r\n'));
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return {
    payload: Buffer.concat(chunks),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

/** The file as the form field "file" of a multipart upload. */
export const fileUpload = (content: Buffer, filename = 'upload.xlsx', type = XLSX) =>
  multipart([{ name: 'file', content, filename, type }]);
