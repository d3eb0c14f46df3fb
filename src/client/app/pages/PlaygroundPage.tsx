import { validate } from 'virtual:tena/model-validator';
import { useEffect, useId, useMemo, useRef, useState } from 'react';
import type { ModelSchema } from '../../../engine/types';
import { LAYOUT_TYPES, type LayoutType } from '../../forms/layout-registry';
import { PageTitle } from '../layout/PageTitle';
import { checkModelText } from '../playground/check-schema';
import { JsonEditor } from '../playground/JsonEditor';
import { jumpToOffset } from '../playground/jump-to-offset';
import { PreviewFrame } from '../playground/PreviewFrame';
import { SchemaProblems } from '../playground/SchemaProblems';
import { SAMPLES } from '../playground/samples';
import { useDebounced } from '../playground/use-debounced';
import { DEFAULT_PREVIEW_GROUP_TYPE, type PreviewPayload } from '../preview/preview-protocol';

const CHECK_DELAY_MS = 300;
const controlClass =
  'rounded-md border border-slate-300 bg-white px-2 py-1.5 text-sm dark:border-slate-700 dark:bg-slate-900';

/**
 * `/playground`: write a model schema on the left, see its form on the right as a form
 * designer would (the real `/preview` page in a frame), with every schema problem listed.
 */
export function PlaygroundPage() {
  const ids = { sample: useId(), layout: useId(), view: useId() };
  const [sampleId, setSampleId] = useState(SAMPLES[0]?.id ?? '');
  const [text, setText] = useState(SAMPLES[0]?.text ?? '{}');
  const [groupType, setGroupType] = useState<LayoutType>(DEFAULT_PREVIEW_GROUP_TYPE);
  const [fullPage, setFullPage] = useState(false);
  const textarea = useRef<HTMLTextAreaElement>(null);

  const settled = useDebounced(text, CHECK_DELAY_MS);
  const check = useMemo(() => checkModelText(settled, validate), [settled]);
  // The preview keeps the last schema that passed, so a half-typed edit does not blank it.
  const [model, setModel] = useState<ModelSchema>();
  useEffect(() => {
    if (check.model) setModel(check.model);
  }, [check.model]);

  const payload = useMemo<PreviewPayload | undefined>(
    () =>
      model && {
        schema: model.fields,
        groups: model.groups,
        groupType,
        viewType: fullPage ? 'full_page' : 'modal',
        globalProperties: { title: model.title, submitText: model.submitText },
      },
    [model, groupType, fullPage],
  );

  const jumpTo = (offset: number) => jumpToOffset(textarea.current, offset);

  const syntaxLine = check.problems.find((problem) => problem.source === 'syntax')?.line;
  return (
    <main className="flex h-screen flex-col gap-3 p-4">
      <header className="flex flex-wrap items-end gap-4 pr-36">
        <div>
          <PageTitle parts={['Schema playground']} />
          <h1 className="text-xl font-semibold">Schema playground</h1>
          <p className="text-sm text-slate-500 dark:text-slate-400">
            A model schema, checked as the server checks it, previewed live.
          </p>
        </div>
        <label htmlFor={ids.sample} className="flex flex-col text-xs font-medium">
          Sample
          <select
            id={ids.sample}
            value={sampleId}
            onChange={(event) => {
              const sample = SAMPLES.find((candidate) => candidate.id === event.target.value);
              setSampleId(event.target.value);
              if (sample) setText(sample.text);
            }}
            className={controlClass}
          >
            {SAMPLES.map((sample) => (
              <option key={sample.id} value={sample.id}>
                {sample.name}
              </option>
            ))}
          </select>
        </label>
        <label htmlFor={ids.layout} className="flex flex-col text-xs font-medium">
          Layout
          <select
            id={ids.layout}
            value={groupType}
            onChange={(event) => setGroupType(event.target.value as LayoutType)}
            className={controlClass}
          >
            {LAYOUT_TYPES.map((type) => (
              <option key={type} value={type}>
                {type}
              </option>
            ))}
          </select>
        </label>
        <label htmlFor={ids.view} className="flex items-center gap-2 pb-1.5 text-sm">
          <input
            id={ids.view}
            type="checkbox"
            checked={fullPage}
            onChange={(event) => setFullPage(event.target.checked)}
            className="size-4 accent-sky-600"
          />
          Full page view
        </label>
      </header>
      <div className="grid min-h-0 flex-1 grid-cols-1 gap-4 lg:grid-cols-2">
        <section aria-label="Schema" className="flex min-h-[50vh] flex-col gap-2 lg:min-h-0">
          <JsonEditor
            label="Schema JSON"
            value={text}
            onChange={setText}
            textareaRef={textarea}
            markedLine={syntaxLine}
          />
          <SchemaProblems problems={check.problems} onJump={jumpTo} />
          {!check.model && model && (
            <p className="text-xs text-slate-500 dark:text-slate-400">
              The preview shows the last schema that passed its meta-schema.
            </p>
          )}
        </section>
        <section aria-label="Preview" className="min-h-0 overflow-auto">
          <PreviewFrame payload={payload} />
        </section>
      </div>
    </main>
  );
}
