import { useMemo, useState } from 'react';
import { Link } from 'react-router';
import type { RelatedList } from '../../../../engine/related/related-lists';
import {
  type TimelineEntry,
  timelineEntries,
  timelineKinds,
} from '../../../../engine/related/timeline';
import type { EngineSettings, FieldSchema } from '../../../../engine/types';
import type { RelatedRows } from '../../../../engine/wire/related-lists';
import { buttonClass } from '../../../forms/widgets/shared';
import { adminPath } from '../../layout/Navigation';
import { type Meta, mayDo } from '../../meta/meta';
import { displayValue } from '../display-value';
import { FileLinks } from '../FileLinks';
import type { ModelPath } from '../model-path';
import { refLabel } from '../ref-label';
import { relatedRecordPath } from '../related/related-paths';

const MOMENT: FieldSchema = { type: 'datetime' };
/** Entries shown at first, and added by each "Show more". */
const TIMELINE_PAGE = 40;
const chipClass =
  'rounded-full border px-3 py-1 text-sm focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-sky-600';

/**
 * An entry's declared columns in words, its moment and files apart: "Internal Medicine ·
 * Completed"; numbers say what they measure ("Pulse 88").
 */
function summary(
  meta: Meta,
  declaration: RelatedList | undefined,
  entry: TimelineEntry,
  settings: EngineSettings,
): string {
  const schema = meta.models[entry.model];
  return (declaration?.columns ?? [])
    .filter((name) => name !== declaration?.timeline?.at && name in entry.row)
    .flatMap((name) => {
      const field = schema?.fields[name];
      const value = entry.row[name];
      if (!field || value === null || value === undefined || value === '') return [];
      if (field.type === 'file' || field.type === 'files') return [];
      if (field.ref && !field.multiple)
        return [
          refLabel(entry.list.titles, name, value, meta.models[field.ref]?.title ?? field.ref),
        ];
      const text = displayValue(field, value, settings);
      return [field.type === 'number' ? `${field.label ?? name} ${text}` : text];
    })
    .join(' · ');
}

/**
 * A record's timeline: the rows of its related lists that have a moment, newest first, each a
 * link to its record (a document with its file to preview), filterable by kind with toggle
 * buttons. Each kind holds the newest rows of its list (its limit), as the list says.
 */
export function Timeline({
  meta,
  page,
  related,
  lists,
  settings,
}: {
  meta: Meta;
  page: ModelPath;
  related: readonly RelatedList[];
  lists: readonly RelatedRows[];
  settings: EngineSettings;
}) {
  const entries = useMemo(() => timelineEntries(related, lists), [related, lists]);
  const kinds = useMemo(() => timelineKinds(entries), [entries]);
  const [hidden, setHidden] = useState<ReadonlySet<string>>(new Set());
  const [showing, setShowing] = useState(TIMELINE_PAGE);
  const filtered = entries.filter((entry) => !hidden.has(entry.model));
  const shown = filtered.slice(0, showing);
  const toggle = (model: string) =>
    setHidden((before) => {
      const next = new Set(before);
      if (next.has(model)) next.delete(model);
      else next.add(model);
      return next;
    });
  const declarationOf = (model: string) => related.find((e) => e.model === model);
  return (
    <section
      aria-labelledby="timeline-heading"
      className="space-y-3"
      data-timeline={entries.length}
    >
      <h2 id="timeline-heading" className="text-lg font-semibold">
        Timeline
      </h2>
      {kinds.length > 1 && (
        <fieldset className="flex flex-wrap gap-2">
          <legend className="sr-only">Show on the timeline</legend>
          {kinds.map(({ model, kind, count }) => {
            const on = !hidden.has(model);
            return (
              <button
                key={model}
                type="button"
                aria-pressed={on}
                onClick={() => toggle(model)}
                className={`${chipClass} ${on ? 'border-sky-600 bg-sky-50 text-sky-900 dark:bg-sky-950 dark:text-sky-100' : 'border-slate-300 text-slate-600 dark:border-slate-700 dark:text-slate-300'}`}
              >
                {kind} ({count})
              </button>
            );
          })}
        </fieldset>
      )}
      {shown.length === 0 ? (
        <p className="text-sm text-slate-500 dark:text-slate-400">Nothing recorded yet.</p>
      ) : (
        <ol className="relative space-y-2 border-l-2 border-slate-200 pl-4 dark:border-slate-700">
          {shown.map((entry) => {
            const declaration = declarationOf(entry.model);
            const at = declaration?.timeline?.at ?? '';
            const schema = meta.models[entry.model];
            const atField = schema?.fields[at] ?? MOMENT;
            const fileFields = Object.entries(schema?.fields ?? {}).filter(
              ([name, field]) =>
                (field.type === 'file' || field.type === 'files') && name in entry.row,
            );
            const words = summary(meta, declaration, entry, settings);
            const label = words
              ? `${schema?.title ?? entry.kind}: ${words}`
              : (schema?.title ?? entry.kind);
            return (
              <li key={entry.key} className="rounded-md bg-white p-3 shadow-sm dark:bg-slate-900">
                <div className="flex flex-wrap items-baseline gap-x-3 gap-y-1">
                  <time dateTime={entry.at} className="text-xs text-slate-500 dark:text-slate-400">
                    {displayValue(atField, entry.at, settings)}
                  </time>
                  <span className="rounded bg-slate-100 px-1.5 py-0.5 text-xs font-medium text-slate-700 dark:bg-slate-800 dark:text-slate-200">
                    {entry.kind}
                  </span>
                </div>
                <div className="mt-1 text-sm">
                  {mayDo(meta, entry.model, 'detail') ? (
                    <Link
                      to={adminPath(relatedRecordPath(page, entry.model, entry.row.id))}
                      className="text-sky-700 hover:underline dark:text-sky-400"
                    >
                      {label}
                    </Link>
                  ) : (
                    label
                  )}
                </div>
                {fileFields.map(([name]) => (
                  <div key={name} className="mt-1 text-sm">
                    <FileLinks value={entry.row[name]} />
                  </div>
                ))}
              </li>
            );
          })}
        </ol>
      )}
      {filtered.length > shown.length && (
        <button
          type="button"
          className={buttonClass}
          onClick={() => setShowing((n) => n + TIMELINE_PAGE)}
        >
          Show {Math.min(TIMELINE_PAGE, filtered.length - shown.length)} more of{' '}
          {filtered.length - shown.length}
        </button>
      )}
    </section>
  );
}
