import { useCallback, useEffect, useState } from 'react';
import { useParams } from 'react-router';
import { splitInstant } from '../../../engine/format/dates';
import { failureMessage } from '../../api/failure';
import { useSession } from '../guards/use-session';
import { PageLoader } from '../layout/PageLoader';
import { useMeta } from '../meta/MetaProvider';
import { mayDo } from '../meta/meta';
import { useEngineUser } from '../models/engine-user';
import { PageHeading, PageProblem } from '../models/PageHeading';
import { getRecord, type StoredRecord } from '../models/record-api';
import { type EntryData, loadEntry } from './entry-api';
import { RequestSummary } from './RequestSummary';
import { TestResultForm } from './TestResultForm';

/**
 * Result entry for one lab request (`lab_results/entry/:requestId`, opened from the lab
 * worklist and the request's detail page): the request and its patient, read-only, then exactly
 * its ordered tests, each with its parameters, the patient's reference ranges and the flag
 * shown as the value is typed (the engine the server flags with), saved one test at a time.
 */
export function LabResultEntryPage() {
  const meta = useMeta();
  const user = useEngineUser(meta);
  const { user: account } = useSession();
  const requestId = Number(useParams().requestId);
  const [data, setData] = useState<EntryData>();
  const [error, setError] = useState<string>();

  useEffect(() => {
    if (!Number.isInteger(requestId) || requestId <= 0) return;
    const abort = new AbortController();
    loadEntry(requestId, abort.signal).then(setData, (failure) => {
      if (!abort.signal.aborted) setError(failureMessage(failure));
    });
    return () => abort.abort();
  }, [requestId]);

  // A result's write may move the request (In Progress, Completed): its status is read again.
  const saved = useCallback(
    (record: StoredRecord) => {
      setData(
        (now) => now && { ...now, results: new Map(now.results).set(Number(record.test), record) },
      );
      getRecord('labRequest', requestId).then(
        (request) => setData((now) => now && { ...now, request }),
        () => undefined,
      );
    },
    [requestId],
  );

  if (!Number.isInteger(requestId) || requestId <= 0)
    return <PageProblem title="Enter results" message="This address names no lab request." />;
  if (error) return <PageProblem title="Enter results" message={error} />;
  if (!data) return <PageLoader />;
  const { request, patient, tests, samples, results } = data;
  const rights = { add: mayDo(meta, 'labResult', 'add'), edit: mayDo(meta, 'labResult', 'edit') };
  const today = splitInstant(new Date().toISOString())?.date ?? '';
  return (
    <div className="mx-auto max-w-6xl space-y-4">
      <PageHeading
        title={`Enter results: ${String(request.request_number ?? `lab request ${request.id}`)}`}
      />
      <RequestSummary request={request} patient={patient} today={today} />
      {request.status === 'Cancelled' && (
        <p role="alert" className="text-sm text-red-700 dark:text-red-400">
          This request was cancelled: no result can be entered.
        </p>
      )}
      {tests.map((test) => (
        <TestResultForm
          key={test.id}
          test={test}
          request={request}
          patient={patient}
          samples={samples}
          result={results.get(test.id)}
          user={user}
          email={account?.email}
          rights={rights}
          workflow={meta.models.labResult?.workflow}
          onSaved={saved}
        />
      ))}
    </div>
  );
}
