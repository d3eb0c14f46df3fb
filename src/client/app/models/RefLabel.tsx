import { useEffect, useState } from 'react';
import { fetchRefRecord } from '../../forms/widgets/select/ref-options';
import { knownRecord } from '../../forms/widgets/select/use-ref-options';

/**
 * The name of a referenced record ("Abebe Kebede" rather than "#12"), looked up once; while
 * it loads, or if it cannot be read, the record number stands in.
 */
export function RefLabel({ model, id, fallback }: { model: string; id: string; fallback: string }) {
  const [label, setLabel] = useState(() => knownRecord(model, id)?.name);
  useEffect(() => {
    if (label) return;
    const controller = new AbortController();
    fetchRefRecord(model, id, controller.signal).then(
      (option) => !controller.signal.aborted && option && setLabel(option.name),
      () => {
        // Unreadable (deleted, or not this user's to see): the number stays.
      },
    );
    return () => controller.abort();
  }, [model, id, label]);
  return <>{label ?? fallback}</>;
}
