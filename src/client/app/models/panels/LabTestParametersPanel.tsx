import { useEffect, useId, useState } from 'react';
import { useField } from '../../../forms/use-form';
import type { FormPanelProps } from '../form-panels';
import { getRecord, type StoredRecord } from '../record-api';
import { type ChosenTest, chosenTest, chosenTestIds } from './test-parameters';

/**
 * Under a lab request's Tests: what each chosen test reports, read from the catalogue as the
 * tests are picked (a panel brings its parameters: CBC its thirteen, ELEC its four), so the
 * doctor sees what the order will bring back. Only shows; the request's rules decide on save.
 */
export function LabTestParametersPanel(_props: FormPanelProps) {
  const ids = chosenTestIds(useField('tests').state.value);
  const [tests, setTests] = useState<ReadonlyMap<number, StoredRecord>>(new Map());
  const key = ids.join(',');

  // biome-ignore lint/correctness/useExhaustiveDependencies: `key` is the ids asked.
  useEffect(() => {
    const missing = ids.filter((id) => !tests.has(id));
    if (missing.length === 0) return;
    const controller = new AbortController();
    Promise.all(
      missing.map((id) => getRecord('test', id, controller.signal).catch(() => undefined)),
    ).then((found) => {
      if (controller.signal.aborted) return;
      setTests((now) => {
        const next = new Map(now);
        for (const test of found) if (test) next.set(test.id, test);
        return next;
      });
    });
    return () => controller.abort();
  }, [key]);

  const chosen = ids.flatMap((id) => {
    const test = tests.get(id);
    return test ? [chosenTest(test)] : [];
  });
  return <ChosenTestsList tests={chosen} />;
}

/** The chosen tests and their parameters; nothing while none is chosen. */
export function ChosenTestsList({ tests }: { tests: readonly ChosenTest[] }) {
  const headingId = useId();
  return (
    <div aria-live="polite">
      {tests.length > 0 && (
        <section
          aria-labelledby={headingId}
          className="mt-4 rounded-md border border-slate-200 p-3 text-sm dark:border-slate-700"
        >
          <h3 id={headingId} className="font-semibold">
            What the chosen tests report
          </h3>
          {tests.map((test) => (
            <div key={test.id} className="mt-2">
              <h4 className="font-medium">
                {test.title}{' '}
                <span className="font-normal text-slate-600 dark:text-slate-300">
                  (
                  {test.parameters.length === 1
                    ? '1 parameter'
                    : `${test.parameters.length} parameters`}
                  )
                </span>
              </h4>
              <ul className="mt-1 grid gap-x-6 gap-y-0.5 sm:grid-cols-2 lg:grid-cols-3">
                {test.parameters.map((parameter) => (
                  <li key={parameter.code}>
                    {parameter.name}
                    {parameter.reads && (
                      <span className="text-slate-600 dark:text-slate-300">
                        , {parameter.reads}
                      </span>
                    )}
                  </li>
                ))}
              </ul>
            </div>
          ))}
        </section>
      )}
    </div>
  );
}
