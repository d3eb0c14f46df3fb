import { createContext, type ReactNode, useContext, useEffect, useState } from 'react';
import { type ApiFailure, failureMessage } from '../../api/failure';
import { http } from '../../api/session';
import { RefSchemasContext } from '../../forms/widgets/select/ref-schemas';
import { PageLoader } from '../layout/PageLoader';
import { META_URL, type Meta } from './meta';

const MetaContext = createContext<Meta | null>(null);

/**
 * Loads what the signed-in user may see once, for every page under the admin layout. The
 * browser revalidates it with the server's ETag, so a reload costs a 304.
 */
export function MetaProvider({ userId, children }: { userId: number; children: ReactNode }) {
  const [state, setState] = useState<{ meta?: Meta; error?: string; userId?: number }>({});
  useEffect(() => {
    let live = true;
    http
      .get<Meta>(META_URL)
      .then(({ data }) => live && setState({ meta: data, userId }))
      .catch((failure: ApiFailure) => live && setState({ error: failureMessage(failure), userId }));
    return () => {
      live = false;
    };
  }, [userId]);
  if (state.error && state.userId === userId)
    return (
      <p role="alert" className="p-6 text-red-600 dark:text-red-400">
        The application could not load: {state.error}
      </p>
    );
  if (!state.meta || state.userId !== userId) return <PageLoader />;
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
