import { type ReactNode, useEffect } from 'react';
import { Link } from 'react-router';
import { useSnapshot } from 'valtio';
import type { RecordChart as ChartDeclaration } from '../../../../engine/related/related-lists';
import { addableFrom, trendList } from '../../../../engine/related/related-lists';
import type { ModelSchema } from '../../../../engine/types';
import { buttonClass } from '../../../forms/widgets/shared';
import { shared } from '../../../state/shared';
import { adminPath } from '../../layout/Navigation';
import { type Meta, mayDo } from '../../meta/meta';
import type { ModelPath } from '../model-path';
import type { StoredRecord } from '../record-api';
import { declaredLists, RelatedLists } from '../related/RelatedLists';
import type { RelatedState } from '../related/related-api';
import { relatedNewPath } from '../related/related-paths';
import { ChartHeader } from './ChartHeader';
import { Timeline } from './Timeline';
import { preloadTrendChart, Trends } from './Trends';

/**
 * A record's detail drawn as its chart (its model's `chart`, a patient's): identity and alerts,
 * buttons adding what its related lists hold, the trends of one list's numbers, the timeline
 * of the lists that have a moment, and the other lists as tables. All of it is the model's
 * declarations read over the one related-lists answer: nothing here names a model.
 */
export function RecordChart({
  meta,
  schema,
  chart,
  page,
  record,
  related,
  children,
}: {
  meta: Meta;
  schema: ModelSchema;
  chart: ChartDeclaration;
  page: ModelPath;
  record: StoredRecord;
  related: RelatedState;
  /** What the page adds for this model (detail-extras.ts), drawn under the trends. */
  children?: ReactNode;
}) {
  const { settings } = useSnapshot(shared);
  const declarations = schema.related ?? [];
  const pairs = related.lists ? declaredLists(declarations, related.lists) : [];
  const addable = declarations.filter(
    (entry) =>
      meta.models[entry.model] && mayDo(meta, entry.model, 'add') && addableFrom(entry, record),
  );
  const trendEntry = trendList(declarations, chart);
  useEffect(() => {
    if (trendEntry) preloadTrendChart();
  }, [trendEntry]);
  const trendRows = pairs.find(({ entry }) => entry === trendEntry)?.list;
  return (
    <div className="space-y-5">
      <ChartHeader schema={schema} chart={chart} record={record} settings={settings} />
      {addable.length > 0 && (
        <nav aria-label="Add to the chart" className="flex flex-wrap items-center gap-2">
          {addable.map((entry) => (
            <Link
              key={`${entry.model}.${entry.field}`}
              to={adminPath(relatedNewPath(page, entry, record))}
              className={buttonClass}
            >
              Add {meta.models[entry.model]?.title.toLowerCase()}
            </Link>
          ))}
        </nav>
      )}
      {related.error && (
        <p role="alert" className="text-sm text-red-700 dark:text-red-400">
          The chart could not be loaded: {related.error}
        </p>
      )}
      {!related.lists && !related.error && (
        <p className="text-sm text-slate-500 dark:text-slate-400">Loading the chart…</p>
      )}
      {trendEntry && trendRows && (
        <Trends
          entry={trendEntry}
          list={trendRows}
          trends={chart.trends ?? []}
          schema={meta.models[trendEntry.model]}
          settings={settings}
        />
      )}
      {children}
      {related.lists && (
        <>
          <Timeline
            meta={meta}
            page={page}
            related={declarations}
            lists={related.lists}
            settings={settings}
          />
          {/* The lists with no moment to place them on the timeline, as tables. */}
          <RelatedLists
            meta={meta}
            page={page}
            record={record}
            related={declarations.filter((entry) => !entry.timeline)}
            lists={related.lists}
          />
        </>
      )}
    </div>
  );
}
