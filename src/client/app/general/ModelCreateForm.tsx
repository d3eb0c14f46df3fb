import { useMemo, useState } from 'react';
import { newRecordValues, recordForm } from '../../../engine/form/record-form';
import { withStoredRowIds } from '../../../engine/form/sent-rows';
import { writableValues } from '../../../engine/form/server-owned';
import type { FormData } from '../../../engine/types';
import { type ApiFailure, failureMessage } from '../../api/failure';
import { http } from '../../api/session';
import { useAlert } from '../../components/use-alert';
import { FormEngine } from '../../forms/FormEngine';
import { useSession } from '../guards/use-session';
import { useMeta } from '../meta/MetaProvider';

export interface ModelCreateFormProps {
  /** The model (its permission key), e.g. `contact`. */
  model: string;
  title?: string;
  submitText?: string;
  /** The values a new form starts with. */
  initial?: Record<string, unknown>;
  /** Adjusts the values before they are sent (e.g. lower-casing an email). */
  prepare?(values: Record<string, unknown>): Record<string, unknown>;
  /** After the server created the record; the form starts afresh. */
  onCreated?(record: Record<string, unknown>): void;
  successText?: string;
}

/**
 * A model's own form (its schema, rendered by the form engine) that creates a record with
 * `POST /api/models/{model}`; the server's answer to a refused record is shown as an alert.
 */
export function ModelCreateForm(props: ModelCreateFormProps) {
  const meta = useMeta();
  const { user } = useSession();
  const schema = meta.models[props.model];
  const [round, setRound] = useState(0);
  const errors = useAlert('error');
  const done = useAlert('success');
  const engineUser = useMemo(
    () => ({ id: user?.id, role: meta.role, permissions: meta.permissions }),
    [user?.id, meta.role, meta.permissions],
  );
  // A new object only for a new round: the form engine starts over when its data changes.
  // biome-ignore lint/correctness/useExhaustiveDependencies: `round` says when to start over.
  const formData = useMemo(
    () => (schema ? newRecordValues(schema, props.initial) : {}) as FormData,
    [round],
  );
  const offered = useMemo(() => schema && recordForm(schema, false), [schema]);
  if (!schema || !offered) return null;
  const model = schema;

  async function submit(values: Record<string, unknown>) {
    try {
      const { data } = await http.post<Record<string, unknown>>(
        `/api/models/${encodeURIComponent(props.model)}`,
        withStoredRowIds(
          model,
          writableValues(model, props.prepare ? props.prepare(values) : values, false),
        ),
      );
      setRound((n) => n + 1);
      done.show(props.successText ?? `${model.title} saved.`);
      props.onCreated?.(data);
    } catch (failure) {
      errors.show(failureMessage(failure as ApiFailure));
    }
  }

  return (
    <>
      <FormEngine
        key={round}
        schema={offered.fields}
        readOnly={offered.readOnly}
        groups={schema.groups}
        formData={formData}
        user={engineUser}
        title={props.title ?? schema.title}
        subtitle={schema.description}
        submitText={props.submitText}
        submitType="create"
        onSubmit={submit}
      />
      {errors.alert}
      {done.alert}
    </>
  );
}
