import { useEffect, useId, useState } from 'react';
import { useField } from '../../../forms/use-form';
import type { FormPanelProps } from '../form-panels';
import { getRecord } from '../record-api';
import { type SampleRequestSummary, sampleRequestSummary } from './sample-request';

/**
 * On a lab sample's form, once its lab request is chosen (the worklist's Collect sample fills
 * it in): the patient to identify before drawing (name, MRN, sex and age) and the sample type
 * each ordered test is run on. Only shows; the sample's rules decide on save.
 */
export function LabSampleRequestPanel(_props: FormPanelProps) {
  const id = Number(useField('lab_request').state.value);
  const [summary, setSummary] = useState<{ id: number; summary: SampleRequestSummary }>();

  useEffect(() => {
    if (!Number.isInteger(id) || id <= 0) return;
    const controller = new AbortController();
    (async () => {
      const request = await getRecord('labRequest', id, controller.signal);
      const patientId = Number(request.patient);
      const patient =
        Number.isInteger(patientId) && patientId > 0
          ? await getRecord('patient', patientId, controller.signal).catch(() => undefined)
          : undefined;
      if (!controller.signal.aborted)
        setSummary({ id, summary: sampleRequestSummary(request, patient) });
    })().catch(() => undefined);
    return () => controller.abort();
  }, [id]);

  return <SampleRequestNote summary={summary?.id === id ? summary.summary : undefined} />;
}

/** The patient and the request's needs; nothing until a request is read. */
export function SampleRequestNote({ summary }: { summary: SampleRequestSummary | undefined }) {
  const headingId = useId();
  return (
    <div aria-live="polite">
      {summary && (
        <section
          aria-labelledby={headingId}
          className="mt-4 rounded-md border border-slate-200 p-3 text-sm dark:border-slate-700"
        >
          <h3 id={headingId} className="font-semibold">
            Collecting for {summary.patient}
          </h3>
          {summary.identity && <p>{summary.identity}</p>}
          <p className="mt-1">{summary.request}: check the patient before labelling the tube.</p>
          {summary.needs.length > 0 && (
            <ul className="mt-1 list-disc pl-5">
              {summary.needs.map((need) => (
                <li key={need}>{need}</li>
              ))}
            </ul>
          )}
        </section>
      )}
    </div>
  );
}
