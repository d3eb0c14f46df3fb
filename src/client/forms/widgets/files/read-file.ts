import type { FileEntry } from '../../../../engine/format';

/** Spec 3.4 fileType base64: the file kept in the form as a data URL entry. */
export function readAsEntry(file: File): Promise<Required<FileEntry>> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () =>
      resolve({
        filename: file.name,
        mimetype: file.type || 'application/octet-stream',
        size: file.size,
        filepath: String(reader.result),
      });
    reader.onerror = () => reject(reader.error ?? new Error(`Could not read ${file.name}`));
    reader.readAsDataURL(file);
  });
}
