import { useMemo } from 'react';
import { Link } from 'react-router';
import { useSnapshot } from 'valtio';
import { stampedName } from '../../../engine/format';
import type { EngineUser, ModelSchema } from '../../../engine/types';
import { shared } from '../../state/shared';
import { adminPath } from '../layout/Navigation';
import { useAfterPaint } from '../layout/use-after-paint';
import type { Meta } from '../meta/meta';
import { lazyModule, useLazyModule } from '../routes/lazy-module';
import { displayValue, EMPTY_DISPLAY } from './display-value';
import { FileLinks } from './FileLinks';
import type { StoredRecord } from './record-api';
import { refLabel } from './ref-label';

const HIDDEN_TYPES = new Set(['divider', 'submit', 'password', 'confirm_password']);

// The form engine (which fields this user sees for these values) brings mathjs and JSONata for
// the forms' formulas and checks: a chunk of its own, loaded after the page's first render, so
// a record's page (its chart) does not wait for it to load and run.
const formEngine = lazyModule(() => import('../../../engine/form'));
/** Loads what RecordFields needs to show any field (a page shows none until it is in). */
export const loadRecordFieldsEngine = formEngine.get;
// A table field's rows (their formulas: mathjs too), loaded only for a model that has one.
const recordRows = lazyModule(async () => (await import('./RecordRows')).RecordRows);

/**
 * A record's fields by group, as labelled text; references link to the record they name. What
 * shows is what the form would show for this user and these values (the engine's field and
 * group access and dependencies): an uninsured patient has no insurance number to read.
 */
export function RecordFields({
  meta,
  schema,
  record,
  user,
  afterPanels = false,
}: {
  meta: Meta;
  schema: ModelSchema;
  record: StoredRecord;
  user: EngineUser;
  /**
   * The page draws panels with the record (a case's anesthesia chart): the engine is loaded,
   * run and the fields shown once that frame is painted, unless it is in already.
   */
  afterPanels?: boolean;
}) {
  const { settings } = useSnapshot(shared);
  const groups = [...schema.groups, { id: '', name: 'Other' }];
  const painted = useAfterPaint(afterPanels);
  const { module: engine, failed } = useLazyModule(formEngine, !afterPanels || painted);
  const hasTables = Object.values(schema.fields).some((field) => field.type === 'one_to_many');
  const { module: RecordRows } = useLazyModule(recordRows, hasTables);
  const shown = useMemo(() => {
    if (!engine) return undefined;
    const { compileForm, FormSession } = engine;
    const session = new FormSession(compileForm(schema.fields, schema.groups), record, {
      user,
      settings,
    });
    return new Set(session.visibleFields());
  }, [engine, schema, record, user, settings]);
  if (failed)
    return (
      <p role="alert" className="text-sm text-red-700 dark:text-red-400">
        The record's fields could not be shown: reload the page.
      </p>
    );
  if (!shown) return null;
  return (
    <div className="space-y-5">
      {groups.map((group) => {
        const fields = Object.entries(schema.fields).filter(
          ([name, field]) =>
            (field.group ?? '') === group.id && !HIDDEN_TYPES.has(field.type) && shown.has(name),
        );
        if (fields.length === 0) return null;
        return (
          <section
            key={group.id || '__other'}
            aria-label={group.name}
            className="rounded-lg border border-slate-200 bg-white p-4 dark:border-slate-800 dark:bg-slate-900"
          >
            <h2 className="mb-3 text-base font-semibold">{group.name}</h2>
            <dl className="grid gap-x-6 gap-y-3 sm:grid-cols-2 lg:grid-cols-3">
              {fields.map(([name, field]) => {
                const value = record[name];
                const linked =
                  field.ref &&
                  meta.models[field.ref] &&
                  value !== null &&
                  value !== undefined &&
                  value !== '';
                // A table takes the whole width and shows its rows (RecordRows).
                if (field.type === 'one_to_many')
                  return (
                    <div key={name} className="sm:col-span-2 lg:col-span-3">
                      <dt className="mb-1 text-xs font-medium text-slate-500 dark:text-slate-400">
                        {field.label ?? name}
                      </dt>
                      <dd>
                        {RecordRows && (
                          <RecordRows
                            meta={meta}
                            record={record}
                            name={name}
                            field={field}
                            label={field.label ?? name}
                            settings={settings}
                          />
                        )}
                      </dd>
                    </div>
                  );
                return (
                  <div key={name}>
                    <dt className="text-xs font-medium text-slate-500 dark:text-slate-400">
                      {field.label ?? name}
                    </dt>
                    <dd className="mt-0.5 break-words">
                      {field.type === 'file' || field.type === 'files' ? (
                        // A stored file opens in the browser's viewers (a scanned document).
                        <FileLinks value={value} />
                      ) : linked ? (
                        <Link
                          to={adminPath(`${field.ref}/l/detail/${String(value)}`)}
                          className="text-sky-700 hover:underline dark:text-sky-400"
                        >
                          {refLabel(
                            record.titles,
                            name,
                            value,
                            meta.models[field.ref ?? '']?.title ?? field.ref ?? '',
                          )}
                        </Link>
                      ) : (
                        (stampedName(field, name, value, record.titles) ??
                        (displayValue(field, value, settings) || EMPTY_DISPLAY))
                      )}
                    </dd>
                  </div>
                );
              })}
            </dl>
          </section>
        );
      })}
    </div>
  );
}
