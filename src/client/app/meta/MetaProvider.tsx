import { createContext, type ReactNode, useContext, useEffect, useState } from 'react';
import { earlyMeta } from '../../api/early-answers';
import { type ApiFailure, failureMessage } from '../../api/failure';
import { http } from '../../api/session';
import { META_URL } from '../../api/start-urls';
import { RefSchemasContext } from '../../forms/widgets/select/ref-schemas';
import { PageLoader } from '../layout/PageLoader';
import { setCurrentMeta } from './current-meta';
import type { Meta } from './meta';

const MetaContext = createContext<Meta | null>(null);

/**
 * Loads what the signed-in user may see once, for every page under the admin layout. The
 * browser revalidates it with the server's ETag, so a reload costs a 304.
 */
export function MetaProvider({ userId, children }: { userId: number; children: ReactNode }) {
  // The app's first script may have asked already (early-start.ts): with the answer in, the
  // first render has it; otherwise that answer is awaited instead of asking a second time.
  const [early] = useState(() => earlyMeta(userId));
  const [state, setState] = useState<{ meta?: Meta; error?: string; userId?: number }>(() =>
    early?.value ? { meta: early.value, userId } : {},
  );
  // Out of sight once this session's pages are gone (signed out, another user).
  useEffect(() => () => setCurrentMeta(undefined), []);
  useEffect(() => {
    const fromEarly = early?.userId === userId ? early : undefined;
    const value = fromEarly?.value;
    if (value) {
      setState((now) => (now.meta === value ? now : { meta: value, userId }));
      return;
    }
    let live = true;
    (fromEarly?.answer ?? Promise.resolve(null))
      .then(async (got) => got ?? (await http.get<Meta>(META_URL)).data)
      .then((meta) => live && setState({ meta, userId }))
      .catch((failure: ApiFailure) => live && setState({ error: failureMessage(failure), userId }));
    return () => {
      live = false;
    };
  }, [userId, early]);
  if (state.error && state.userId === userId)
    return (
      <p role="alert" className="p-6 text-red-600 dark:text-red-400">
        The application could not load: {state.error}
      </p>
    );
  if (!state.meta || state.userId !== userId) return <PageLoader />;
  setCurrentMeta(state.meta);
  return (
    <MetaContext.Provider value={state.meta}>
      <RefSchemasContext.Provider value={state.meta.models}>{children}</RefSchemasContext.Provider>
    </MetaContext.Provider>
  );
}

/** The signed-in user's registry; only inside the admin layout (which waits for it). */
export function useMeta(): Meta {
  const meta = useContext(MetaContext);
  if (!meta) throw new Error('useMeta is used outside the admin layout');
  return meta;
}
