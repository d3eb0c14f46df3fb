import { useId, useState } from 'react';
import { type FileEntry, sameFile, sameFileForRemoval } from '../../../../engine/format';
import { SharedProgressCard } from '../../../components/SharedProgressCard';
import { UploadProgressList } from '../../../components/UploadProgressList';
import { useAlert } from '../../../components/use-alert';
import { DropZone } from '../../../forms/widgets/files/DropZone';
import { FileList } from '../../../forms/widgets/files/FileList';
import { isCancelled, trackUpload } from '../../../state/uploads';
import { FileViewer } from '../../../widgets/viewers/FileViewer';
import { useDownload } from '../../../widgets/viewers/use-download';
import { useSession } from '../../guards/use-session';

const OWNER = 'records-playground';

/**
 * Files on the hospital's server: dropped files are uploaded (POST /api/files) with their
 * progress cards, then listed as existing files to reorder, remove, download or open in the
 * image viewer or the document preview.
 */
export function FilesPanel() {
  const inputId = useId();
  const [entries, setEntries] = useState<FileEntry[]>([]);
  const [viewing, setViewing] = useState<FileEntry>();
  const { signedIn } = useSession();
  const { show, alert } = useAlert();
  const { download } = useDownload(show);

  const take = async (files: File[]) => {
    const results = await Promise.allSettled(files.map((f) => trackUpload(f, { owner: OWNER })));
    const stored = results.flatMap((r) => (r.status === 'fulfilled' ? [r.value] : []));
    const failed = files.filter((_, i) => {
      const result = results[i];
      return result?.status === 'rejected' && !isCancelled(result.reason);
    });
    if (failed.length > 0) {
      const names = failed.map((f) => f.name).join(', ');
      show(`Could not upload ${names}.${signedIn ? ' Please try again.' : ' Sign in first.'}`);
    }
    setEntries((list) => [...list, ...stored.filter((s) => !list.some((e) => sameFile(e, s)))]);
  };

  return (
    <section
      aria-labelledby={`${inputId}-title`}
      className="rounded-lg border border-slate-200 bg-white p-4 shadow-sm dark:border-slate-800 dark:bg-slate-900"
    >
      <div className="flex flex-wrap items-start gap-3">
        <h2 id={`${inputId}-title`} className="mr-auto text-base font-semibold">
          Files
        </h2>
        {/* The overall transfer, from the shared progress; each file has its card below. */}
        <div className="w-full sm:w-72">
          <SharedProgressCard />
        </div>
      </div>
      <p className="mb-3 text-sm text-slate-500 dark:text-slate-400">
        Uploaded to this hospital's server and read back with your session. Open a file to view it;
        drag the handle to reorder.
      </p>
      {!signedIn && (
        <p
          role="note"
          className="mb-3 rounded-md border border-amber-300 bg-amber-50 px-3 py-2 text-sm text-amber-900 dark:border-amber-800 dark:bg-amber-950 dark:text-amber-200"
        >
          Uploads need a signed-in session: the files API refuses anonymous uploads.
        </p>
      )}
      <DropZone
        multiple
        disabled={false}
        hint="Images, PDF, Word, spreadsheets, video, audio or any other document"
        onFiles={take}
        inputProps={{ id: inputId, 'aria-label': 'Upload files' }}
      />
      <UploadProgressList owner={OWNER} />
      {entries.length === 0 ? (
        <p className="mt-3 text-sm text-slate-500 dark:text-slate-400">No files uploaded yet.</p>
      ) : (
        <FileList
          entries={entries}
          label="Files"
          listLabel="Uploaded files"
          locked={false}
          reorderable
          onReorder={setEntries}
          onRemove={(entry) =>
            setEntries((list) => list.filter((e) => !sameFileForRemoval(e, entry)))
          }
          onOpen={setViewing}
          onDownload={download}
        />
      )}
      <FileViewer entry={viewing} onClose={() => setViewing(undefined)} />
      {alert}
    </section>
  );
}
