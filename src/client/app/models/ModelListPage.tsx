import { useState } from 'react';
import { Link } from 'react-router';
import type { ModelSchema } from '../../../engine/types';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { useAlert } from '../../components/use-alert';
import { buttonClass, primaryButtonClass } from '../../forms/widgets/shared';
import type { GridRow } from '../../grid/core/types';
import { ModelList } from '../../grid/server-list/ModelList';
import type { ListView } from '../../grid/server-list/use-model-list';
import { adminPath } from '../layout/Navigation';
import { modelListTitle } from '../layout/page-title';
import { type Meta, mayDo } from '../meta/meta';
import { type ModelPath, parentDetail, parentFilter, sibling } from './model-path';
import { PageHeading } from './PageHeading';
import { DELETE_QUESTION, deleteRecord, saveProblem } from './record-api';

/** What every generic model page is given: the registry, the model's schema and the path. */
export interface ModelPageProps {
  meta: Meta;
  schema: ModelSchema;
  page: ModelPath;
}

const linkClass = 'rounded px-1.5 py-0.5 text-sm text-sky-700 hover:underline dark:text-sky-400';

/**
 * A model's list (server paged, sorted and searched; the URL keeps the state). Under a parent's
 * detail it shows only that parent's records. Add, edit and delete follow the user's rights.
 */
export function ModelListPage({
  meta,
  schema,
  page,
  title = modelListTitle(meta, page.model),
  fixedFilters,
  view,
}: ModelPageProps & {
  /** A single page's own title; default: what the menu calls the list, else the plural title. */
  title?: string;
  fixedFilters?: Readonly<Record<string, string>>;
  /** The list is read through this screen view (the page's reader may not view the model). */
  view?: ListView;
}) {
  const { show, alert } = useAlert();
  const [deleting, setDeleting] = useState<GridRow>();
  const [generation, setGeneration] = useState(0);
  const may = (action: 'add' | 'edit' | 'delete' | 'detail') => mayDo(meta, page.model, action);
  const remove = async (row: GridRow) => {
    setDeleting(undefined);
    try {
      await deleteRecord(page.model, Number(row.id));
      // A fresh list: the deleted record has left it.
      setGeneration((n) => n + 1);
    } catch (failure) {
      show(saveProblem(failure).message);
    }
  };
  const actions = (row: GridRow, tabbable: boolean) => {
    const tabIndex = tabbable ? 0 : -1;
    const id = Number(row.id);
    return (
      <span className="flex gap-1">
        {may('detail') && (
          <Link
            to={adminPath(sibling(page, 'detail', id))}
            tabIndex={tabIndex}
            className={linkClass}
            aria-label={`Open record ${id}`}
          >
            Open
          </Link>
        )}
        {may('edit') && (
          <Link
            to={adminPath(sibling(page, 'edit', id))}
            tabIndex={tabIndex}
            className={linkClass}
            aria-label={`Edit record ${id}`}
          >
            Edit
          </Link>
        )}
        {may('delete') && (
          <button
            type="button"
            tabIndex={tabIndex}
            className={`${linkClass} text-red-700 dark:text-red-400`}
            aria-label={`Delete record ${id}`}
            onClick={() => setDeleting(row)}
          >
            Delete
          </button>
        )}
      </span>
    );
  };
  return (
    <div className="mx-auto max-w-7xl">
      <PageHeading title={title}>
        {parentDetail(page) !== undefined && (
          <Link to={adminPath(parentDetail(page) ?? '')} className={buttonClass}>
            Back to the record
          </Link>
        )}
        {may('add') && (
          <Link to={adminPath(sibling(page, 'new'))} className={primaryButtonClass}>
            Add {schema.title}
          </Link>
        )}
      </PageHeading>
      <ModelList
        key={generation}
        model={page.model}
        parent={parentFilter(page)}
        fixedFilters={fixedFilters}
        view={view}
        renderActions={may('detail') || may('edit') || may('delete') ? actions : undefined}
      />
      <ConfirmDialog
        open={deleting !== undefined}
        message={DELETE_QUESTION}
        onCancel={() => setDeleting(undefined)}
        onConfirm={() => deleting && remove(deleting)}
      />
      {alert}
    </div>
  );
}
