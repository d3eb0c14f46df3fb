import { PageLoader } from '../layout/PageLoader';
import { useMeta } from '../meta/MetaProvider';
import { modelPathRefusal } from '../meta/refusal';
import { NotAllowedPage } from '../pages/NotAllowedPage';
import { NotFoundPage } from '../pages/NotFoundPage';
import { lazyModule, useLazyModule } from '../routes/lazy-module';
import { ModelDetailPage } from './ModelDetailPage';
import type { ModelPath } from './model-path';
import { PageProblem } from './PageHeading';

// A list (TanStack Table, virtual rows, drag and drop) and a form (the form engine, mathjs,
// JSONata) are chunks of their own, so a record's page does not run them (a load fetches them
// beside the rest: vite.config.ts preloadAdminPagePlugin).
const listPage = lazyModule(async () => (await import('./ModelListPage')).ModelListPage);
const formPage = lazyModule(async () => (await import('./ModelFormPage')).ModelFormPage);

/**
 * A generic model page from the path alone: any model in `schemas/` the user may view gets
 * list, new, edit, detail and detail/edit pages, nested up to five levels, with no code.
 */
export function ModelPage({ page }: { page: ModelPath }) {
  const meta = useMeta();
  const schema = meta.models[page.model];
  const isForm = page.view !== 'list' && page.view !== 'detail';
  const List = useLazyModule(listPage, page.view === 'list');
  const Form = useLazyModule(formPage, isForm);
  // Not the user's to see (the server left it out of their registry, naming what would open
  // it), or unknown to the registry altogether.
  const models = [...page.parents.map((p) => p.model), page.model];
  if (!schema || models.some((m) => !meta.models[m])) {
    const refusal = modelPathRefusal(meta, models);
    return refusal ? <NotAllowedPage refusal={refusal} /> : <NotFoundPage embedded />;
  }
  // A remount per page: a form's typing never leaks into another record's page.
  const key = `${page.parents.map((p) => `${p.model}:${p.id}`).join('/')}|${page.model}|${page.view}|${page.id ?? ''}`;
  if (page.view === 'detail')
    return <ModelDetailPage key={key} meta={meta} schema={schema} page={page} />;
  const Page = (isForm ? Form : List).module;
  if ((isForm ? Form : List).failed)
    return (
      <PageProblem title={schema.title} message="The page's code could not be loaded: reload." />
    );
  return Page ? <Page key={key} meta={meta} schema={schema} page={page} /> : <PageLoader />;
}
