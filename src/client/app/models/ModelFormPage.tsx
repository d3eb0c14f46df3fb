import { useMemo, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { useSnapshot } from 'valtio';
import { newRecordValues, recordForm } from '../../../engine/form/record-form';
import { withStoredRowIds } from '../../../engine/form/sent-rows';
import { writableValues } from '../../../engine/form/server-owned';
import { type RefTitles, recordTitle } from '../../../engine/format';
import { prefillFromSearch } from '../../../engine/related/prefill';
import type { ModelSchema } from '../../../engine/types';
import { FormEngine } from '../../forms/FormEngine';
import { shared } from '../../state/shared';
import { adminPath } from '../layout/Navigation';
import { PageLoader } from '../layout/PageLoader';
import { PageTitle } from '../layout/PageTitle';
import { modelListTitle } from '../layout/page-title';
import { mayDo } from '../meta/meta';
import { isRefusal, recordsRefusal, serverRefusal } from '../meta/refusal';
import { NotAllowedPage } from '../pages/NotAllowedPage';
import { useEngineUser } from './engine-user';
import { formPanelsOf } from './form-panels';
import type { ModelPageProps } from './ModelListPage';
import { parentDetail, sibling } from './model-path';
import { PageProblem } from './PageHeading';
import { createRecord, type SaveProblem, saveProblem, updateRecord } from './record-api';
import { rememberRowTitles } from './row-titles';
import { SaveProblemNote } from './SaveProblemNote';
import { useRecord } from './use-record';
import './panels';

/** The field of `schema` that points at the parent model (its `ref`), if any. */
function parentField(schema: ModelSchema, parentModel: string | undefined): string | undefined {
  if (!parentModel) return undefined;
  return Object.entries(schema.fields).find(([, field]) => field.ref === parentModel)?.[0];
}

/**
 * New, edit and detail/edit pages of any model: the form engine over the model's schema, saved
 * through the resource API with the record's version (a stale one is refused, nothing lost).
 */
export function ModelFormPage({ meta, schema, page }: ModelPageProps) {
  const navigate = useNavigate();
  const creating = page.view === 'new';
  const loaded = useRecord(page.model, creating ? undefined : page.id);
  const [problem, setProblem] = useState<SaveProblem>();
  const engineUser = useEngineUser(meta);
  const { settings } = useSnapshot(shared);
  const parent = page.parents.at(-1);
  // `?prefill.<field>=` fills a new record (a related list's Add: a visit's lab request gets
  // the visit and its patient); only fields a person may write are taken.
  const [search] = useSearchParams();
  const formData = useMemo(() => {
    if (!creating && loaded.record) rememberRowTitles(schema, loaded.record);
    if (!creating) return loaded.record ? { ...loaded.record } : undefined;
    const field = parentField(schema, parent?.model);
    return newRecordValues(schema, {
      ...(field && parent ? { [field]: parent.id } : {}),
      ...prefillFromSearch(schema, search),
    });
  }, [creating, loaded.record, schema, parent, search]);
  const offered = useMemo(() => recordForm(schema, !creating), [schema, creating]);
  const panels = formPanelsOf(page.model);
  // One array for the form's life: a new one each render would build the form again.
  const heldBack = useMemo(() => {
    const held = panels.flatMap((panel) => panel.heldBack ?? []);
    return held.length > 0 ? held : undefined;
  }, [panels]);

  const action = creating ? 'add' : 'edit';
  if (!mayDo(meta, page.model, action))
    return <NotAllowedPage refusal={recordsRefusal(meta, page.model, action)} />;
  if (loaded.error && isRefusal(loaded.error.status))
    return (
      <NotAllowedPage
        refusal={serverRefusal(recordsRefusal(meta, page.model, 'detail'), loaded.error.message)}
      />
    );
  if (loaded.error) return <PageProblem title={schema.title} message={loaded.error.message} />;
  if (!formData) return <PageLoader />;

  const afterSave = (id: number) => {
    if (page.view === 'detail-edit' || (creating && mayDo(meta, page.model, 'detail')))
      return navigate(adminPath(sibling(page, 'detail', id)));
    return navigate(adminPath(sibling(page, 'list')));
  };
  const submit = async (values: Record<string, unknown>) => {
    setProblem(undefined);
    try {
      const body = withStoredRowIds(
        schema,
        writableValues(schema, values, !creating),
        creating ? undefined : loaded.record,
      );
      const saved = creating
        ? await createRecord(page.model, body)
        : await updateRecord(page.model, page.id ?? 0, loaded.record?.version ?? 0, body);
      await afterSave(saved.id);
    } catch (failure) {
      setProblem(saveProblem(failure));
    }
  };
  const back = () =>
    navigate(
      adminPath(
        page.view === 'detail-edit'
          ? sibling(page, 'detail', page.id)
          : (creating && parentDetail(page)) || sibling(page, 'list'),
      ),
    );

  const listTitle = modelListTitle(meta, page.model);
  const editing =
    loaded.record &&
    recordTitle(schema, loaded.record, settings, undefined, loaded.record.titles as RefTitles);
  return (
    <div>
      <PageTitle
        parts={[
          creating ? `New ${schema.title}` : `Edit ${editing || schema.title}`,
          // "New Patient · Patients", never "New Admission · Admission".
          listTitle === schema.title && creating ? undefined : listTitle,
        ]}
      />
      {problem && (
        <SaveProblemNote
          problem={problem}
          schema={schema}
          onShowCurrent={() => {
            if (problem.current) loaded.replace(problem.current);
            setProblem(undefined);
          }}
        />
      )}
      <FormEngine
        // A record read again (a stale save) starts the form afresh.
        key={loaded.record?.version ?? 'new'}
        schema={offered.fields}
        readOnly={offered.readOnly}
        groups={schema.groups}
        formData={formData}
        user={engineUser}
        title={creating ? `New ${schema.title}` : `Edit ${schema.title}`}
        titleLevel={1}
        submitType={creating ? 'create' : 'update'}
        submitText={schema.submitText}
        onSubmit={submit}
        onClose={back}
        fullPage
        heldBack={heldBack}
        problems={problem?.fields}
        renderAfterGroup={(group) =>
          panels
            .filter((panel) => panel.group === group)
            .map((panel) => (
              <panel.component
                key={panels.indexOf(panel)}
                record={creating ? undefined : loaded.record}
              />
            ))
        }
      />
    </div>
  );
}
