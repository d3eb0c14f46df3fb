import { useSnapshot } from 'valtio/react';
import { cancelUpload, uploads } from '../state/uploads';
import { UploadProgressCard } from './UploadProgressCard';

/** The shared uploads in progress as cards (only `owner`'s when given), each cancellable. */
export function UploadProgressList({ owner }: { owner?: string }) {
  const { items } = useSnapshot(uploads);
  const shown = owner === undefined ? items : items.filter((item) => item.owner === owner);
  return (
    // Always rendered, so screen readers hear the cards that appear in it.
    <div aria-live="polite" className={shown.length > 0 ? 'mt-2 flex flex-col gap-2' : ''}>
      {shown.map((item) => (
        <UploadProgressCard
          key={item.id}
          filename={item.filename}
          size={item.size}
          percent={item.percent}
          onCancel={() => cancelUpload(item.id)}
        />
      ))}
    </div>
  );
}
