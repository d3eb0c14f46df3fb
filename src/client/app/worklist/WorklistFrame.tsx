import type { ReactNode } from 'react';
import { buttonClass } from '../../forms/widgets/shared';
import type { Loaded } from '../account/use-loaded';
import { PageLoader } from '../layout/PageLoader';
import { useMeta } from '../meta/MetaProvider';
import { isRefusal, recordsRefusal, serverRefusal } from '../meta/refusal';
import { PageHeading, PageProblem } from '../models/PageHeading';
import { NotAllowedPage } from '../pages/NotAllowedPage';
import { WorklistPager } from './WorklistControls';

/**
 * What every worklist page shows around its list: the refusal page when the server refuses the
 * reader (403: who may view `model`'s requests), the problem when the first read failed, the
 * loader until it came; then the page's title with Refresh over `children(list)` and the pager. A failed read
 * after the first keeps the last list shown (the page says so under its filters).
 */
export function WorklistFrame<List extends { page: number; total: number; limit: number }>({
  loaded,
  model,
  title,
  onPage,
  children,
}: {
  loaded: Loaded<List>;
  model: string;
  title: string;
  /** Goes to another page of the list (the pager under it). */
  onPage(page: number): void;
  children: (list: List) => ReactNode;
}) {
  const meta = useMeta();
  if (isRefusal(loaded.status))
    return (
      <NotAllowedPage
        refusal={serverRefusal(recordsRefusal(meta, model, 'view'), loaded.error ?? '')}
      />
    );
  const list = loaded.value;
  if (loaded.error && !list) return <PageProblem title={title} message={loaded.error} />;
  if (!list) return <PageLoader />;
  return (
    <div className="mx-auto max-w-7xl space-y-4">
      <PageHeading title={title}>
        <button type="button" className={buttonClass} onClick={loaded.reload}>
          Refresh
        </button>
      </PageHeading>
      {children(list)}
      <WorklistPager page={list.page} total={list.total} limit={list.limit} onPage={onPage} />
    </div>
  );
}
