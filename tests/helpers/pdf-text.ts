/**
 * What a PDF says, page by page, read with pdf.js (its Node build): each page's size in points
 * and its text, so tests check a document by what a reader would see in it.
 */
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { expect } from 'vitest';

export interface PdfPage {
  width: number;
  height: number;
  /** The page's text items joined by spaces, in reading order as pdf.js gives them. */
  text: string;
  /**
   * Each text item's left and right edge, in points from the page's left side, and the name
   * pdf.js gives its font (items drawn in the same font share it: bold text differs from plain).
   */
  spans: { text: string; left: number; right: number; font: string }[];
}

export async function pdfPages(bytes: Uint8Array): Promise<PdfPage[]> {
  const pdf = await getDocument({ data: new Uint8Array(bytes), verbosity: 0 }).promise;
  const pages: PdfPage[] = [];
  for (let number = 1; number <= pdf.numPages; number += 1) {
    const page = await pdf.getPage(number);
    const [, , width = 0, height = 0] = page.view;
    const content = await page.getTextContent();
    const spans = content.items.flatMap((item) =>
      'str' in item && item.str.trim()
        ? [
            {
              text: item.str,
              left: item.transform[4] as number,
              right: (item.transform[4] as number) + item.width,
              font: item.fontName,
            },
          ]
        : [],
    );
    pages.push({ width, height, text: spans.map((span) => span.text).join(' '), spans });
  }
  await pdf.destroy();
  return pages;
}

/**
 * The text of a PDF answer, once it is shown to be one: 200, application/pdf, starting with
 * %PDF, its first page A4 (595.28 points wide).
 */
export async function a4PdfText(answer: {
  statusCode: number;
  headers: Record<string, unknown>;
  rawPayload: Uint8Array;
}): Promise<string> {
  expect(answer.statusCode).toBe(200);
  expect(answer.headers['content-type']).toBe('application/pdf');
  expect(Buffer.from(answer.rawPayload.subarray(0, 4)).toString()).toBe('%PDF');
  const pages = await pdfPages(answer.rawPayload);
  expect(pages[0]?.width).toBeCloseTo(595.28, 0);
  return pages.map((page) => page.text).join(' ');
}
