import type { LoaderFunctionArgs } from 'react-router';
import { prefetchedGets } from '../../api/early-answers';
import { session } from '../../api/session';
import { currentMeta } from '../meta/current-meta';
import { mayDo } from '../meta/meta';
import { type PageReader, pageGets } from './page-gets';

/**
 * The catch-all route's loader: as a navigation to a page under /admin/main begins (a click on
 * a case in the list), before its code renders, asks for what the page will read (page-gets.ts),
 * which the page's own GETs then take (prefetch-store.ts). Nothing waits for it: it returns at
 * once. On a load the app's first script has asked already (and the token is not in yet).
 */
export function prefetchPageData({ params }: LoaderFunctionArgs): null {
  const token = session.token();
  if (!token) return null;
  const meta = currentMeta();
  const reader: PageReader | undefined = meta && {
    may: (model, action) => mayDo(meta, model, action),
    hasRelated: (model) => (meta.models[model]?.related?.length ?? 0) > 0,
  };
  prefetchedGets().prefetch(pageGets((params['*'] ?? '').replace(/\/+$/, ''), reader), token);
  return null;
}
