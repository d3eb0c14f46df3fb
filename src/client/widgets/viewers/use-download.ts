import { useCallback, useState } from 'react';
import type { FileEntry } from '../../../engine/format';
import { downloadStoredFile } from '../../components/stored-file';

/**
 * Spec 7 file download from a viewer or a list: the stored file fetched as a blob with the
 * token and saved under its filename. A failure is reported through `onError` as a sentence
 * for the person, and to the console for whoever looks into it.
 */
export function useDownload(onError: (message: string) => void) {
  const [busy, setBusy] = useState<string>();
  const download = useCallback(
    async (entry: FileEntry) => {
      setBusy(entry.filename);
      try {
        await downloadStoredFile(entry);
      } catch (error) {
        console.error(`Download of ${entry.filename} failed`, error);
        onError(`Could not download ${entry.filename}. Please try again.`);
      } finally {
        setBusy(undefined);
      }
    },
    [onError],
  );
  return { download, busy };
}
