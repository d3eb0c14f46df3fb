import { useEffect } from 'react';
import { useMeta } from '../meta/MetaProvider';
import { modelPathRefusal } from '../meta/refusal';
import { NotAllowedPage } from '../pages/NotAllowedPage';
import { NotFoundPage } from '../pages/NotFoundPage';
import { detailExtrasOf } from './detail-extras';
import { ModelDetailPage } from './ModelDetailPage';
import { ModelFormPage } from './ModelFormPage';
import { ModelListPage } from './ModelListPage';
import type { ModelPath } from './model-path';

/**
 * A generic model page from the path alone: any model in `schemas/` the user may view gets
 * list, new, edit, detail and detail/edit pages, nested up to five levels, with no code.
 */
export function ModelPage({ page }: { page: ModelPath }) {
  const meta = useMeta();
  const schema = meta.models[page.model];
  // The code a record's panels need, from the model's list on (a case's anesthesia chart: uPlot),
  // so opening a record does not wait for it.
  useEffect(() => {
    for (const extra of detailExtrasOf(page.model)) extra.preload?.(meta);
  }, [meta, page.model]);
  // Not the user's to see (the server left it out of their registry, naming what would open
  // it), or unknown to the registry altogether.
  const models = [...page.parents.map((p) => p.model), page.model];
  if (!schema || models.some((m) => !meta.models[m])) {
    const refusal = modelPathRefusal(meta, models);
    return refusal ? <NotAllowedPage refusal={refusal} /> : <NotFoundPage embedded />;
  }
  // A remount per page: a form's typing never leaks into another record's page.
  const key = `${page.parents.map((p) => `${p.model}:${p.id}`).join('/')}|${page.model}|${page.view}|${page.id ?? ''}`;
  switch (page.view) {
    case 'list':
      return <ModelListPage key={key} meta={meta} schema={schema} page={page} />;
    case 'detail':
      return <ModelDetailPage key={key} meta={meta} schema={schema} page={page} />;
    default:
      return <ModelFormPage key={key} meta={meta} schema={schema} page={page} />;
  }
}
