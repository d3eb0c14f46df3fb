/** The printed documents as the server composes them, and their PDFs as downloads. */
import type { PrintedDocument } from '../../../engine/documents/printed-document';
import { http } from '../../api/session';
import { saveBlob } from '../../components/stored-file';

export async function getPrintDocument(url: string, signal?: AbortSignal) {
  return (await http.get<PrintedDocument>(url, { signal })).data;
}

/** Fetches the PDF with the session's token (a plain link cannot send it) and saves it. */
export async function downloadPdf(url: string, filename: string) {
  saveBlob((await http.get<Blob>(url, { responseType: 'blob' })).data, filename);
}
