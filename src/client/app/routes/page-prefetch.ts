import type { LoaderFunctionArgs } from 'react-router';
import { prefetchedGets } from '../../api/early-answers';
import { session } from '../../api/session';
import { currentMeta } from '../meta/current-meta';
import { mayDo } from '../meta/meta';
import { DETAIL_CODE } from '../models/extras/detail-code';
import { parseModelPath } from '../models/model-path';
import { type PageReader, pageGets } from './page-gets';

/**
 * The catch-all route's loader: as a navigation to a page under /admin/main begins (a click on
 * a case in the list), before its code renders, starts the code its model's panels need
 * (extras/detail-code.ts) and asks for what the page will read (page-gets.ts), which the page's
 * own GETs then take (prefetch-store.ts). Nothing waits for it: it returns at once. On a load
 * the app's first script has asked for the data already (and the token is not in yet).
 */
export function prefetchPageData({ params }: LoaderFunctionArgs): null {
  const path = (params['*'] ?? '').replace(/\/+$/, '');
  const meta = currentMeta();
  const reader: PageReader | undefined = meta && {
    may: (model, action) => mayDo(meta, model, action),
    hasRelated: (model) => (meta.models[model]?.related?.length ?? 0) > 0,
  };
  const model = parseModelPath(path)?.model;
  if (model) DETAIL_CODE[model]?.(reader?.may ?? (() => true));
  const token = session.token();
  if (!token) return null;
  prefetchedGets().prefetch(pageGets(path, reader), token);
  return null;
}
