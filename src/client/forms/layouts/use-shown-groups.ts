import { useCallback, useMemo, useSyncExternalStore } from 'react';
import { useFormStore } from '../use-form';
import { UNGROUPED_ID } from './section-plan';

/**
 * Which of these groups are shown now (the ungrouped section always is). Subscribes to the
 * groups' own keys, so typing in a field re-renders the caller only when a group toggles.
 */
export function useShownGroups(ids: readonly string[]): ReadonlySet<string> {
  const store = useFormStore();
  const key = ids.join('\u0000');
  const subscribe = useCallback(
    (listener: () => void) => {
      const stops = key.split('\u0000').map((id) => store.subscribe(`g:${id}`, listener));
      return () => {
        for (const stop of stops) stop();
      };
    },
    [store, key],
  );
  const read = () =>
    ids.filter((id) => id === UNGROUPED_ID || store.session.isGroupVisible(id)).join('\u0000');
  // The same reading on the server, so layouts also render to static markup.
  const snapshot = useSyncExternalStore(subscribe, read, read);
  return useMemo(() => new Set(snapshot ? snapshot.split('\u0000') : []), [snapshot]);
}
