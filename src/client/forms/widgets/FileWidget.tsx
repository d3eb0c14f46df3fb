import { useMemo, useRef, useState } from 'react';
import { type FileEntry, sameFile, sameFileForRemoval } from '../../../engine/format';
import { UploadProgressList } from '../../components/UploadProgressList';
import { useAlert } from '../../components/use-alert';
import { isCancelled, trackUpload } from '../../state/uploads';
import { FileViewer } from '../../widgets/viewers/FileViewer';
import { useDownload } from '../../widgets/viewers/use-download';
import { isType, registerWidget, type WidgetProps } from '../widget-registry';
import { DropZone } from './files/DropZone';
import { FileList } from './files/FileList';
import { entriesOf, fileRules, screenFiles } from './files/file-rules';
import { readAsEntry } from './files/read-file';
import { fieldAria } from './shared';

/**
 * file and files (spec 2.10, 3.4, 5.5): drop zones; files are kept as data URL entries
 * (fileType base64, the default) or uploaded with progress (the shared upload progress) and
 * kept as stored file records (fileType file). `files` lists them with remove buttons and
 * drag reordering; a file's name opens it in the image viewer or the document preview.
 */
export function FileWidget(props: WidgetProps) {
  const { field, label, state, inputId, disabled, readOnly, onChange, onBlur } = props;
  const multiple = field.type === 'files';
  const rules = useMemo(() => fileRules(field), [field]);
  const entries = entriesOf(state.value);
  const latest = useRef(entries);
  latest.current = entries;
  const [viewing, setViewing] = useState<FileEntry>();
  const { show, alert } = useAlert();
  const { download } = useDownload(show);
  const locked = disabled || readOnly;

  const store = (next: FileEntry[]) => {
    latest.current = next;
    onChange(multiple ? next : (next[0] ?? null));
    onBlur();
  };

  const upload = (file: File): Promise<FileEntry> => trackUpload(file, { owner: inputId });

  const take = async (files: File[]) => {
    if (locked || files.length === 0) return;
    const { accepted, alert: message } = screenFiles(files, rules, multiple);
    if (message) show(message);
    const fresh = accepted.filter(
      (f) =>
        !multiple || !latest.current.some((e) => sameFile(e, { filename: f.name, size: f.size })),
    );
    const read = field.fileType === 'file' ? upload : readAsEntry;
    const results = await Promise.allSettled(fresh.map((file) => read(file)));
    const done = results.flatMap((r) => (r.status === 'fulfilled' ? [r.value] : []));
    // A cancelled upload was the person's choice: nothing to tell them.
    const failed = fresh
      .filter((_, i) => {
        const result = results[i];
        return result?.status === 'rejected' && !isCancelled(result.reason);
      })
      .map((f) => f.name);
    if (failed.length > 0) show(`Could not add ${failed.join(', ')}. Please try again.`);
    if (done.length > 0) store(multiple ? [...latest.current, ...done] : done.slice(0, 1));
  };

  const hint = rules.imageOnly
    ? 'Images only'
    : rules.accept
      ? `Accepted: ${[...rules.kinds, ...rules.raw].join(', ').replace(/_/g, ' ')}`
      : undefined;

  return (
    <div>
      {!readOnly && (
        <DropZone
          multiple={multiple}
          disabled={disabled}
          hint={hint}
          onFiles={take}
          inputProps={{
            id: inputId,
            accept: rules.accept || undefined,
            onBlur,
            ...fieldAria(props),
          }}
        />
      )}
      <UploadProgressList owner={inputId} />
      <FileList
        entries={entries}
        label={label}
        locked={locked}
        reorderable={multiple}
        sizeFormat="upload"
        onReorder={store}
        onRemove={(entry) => store(latest.current.filter((e) => !sameFileForRemoval(e, entry)))}
        onOpen={setViewing}
        onDownload={download}
      />
      <FileViewer entry={viewing} onClose={() => setViewing(undefined)} />
      {alert}
    </div>
  );
}

registerWidget({ name: 'file', rank: 1, tester: isType('file', 'files'), component: FileWidget });
