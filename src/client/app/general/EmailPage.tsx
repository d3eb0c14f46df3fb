import { useMemo, useState } from 'react';
import type { FieldSchema, GroupSchema } from '../../../engine/types';
import { useAlert } from '../../components/use-alert';
import { FormEngine } from '../../forms/FormEngine';
import { PageTitle } from '../layout/PageTitle';
import { useMeta } from '../meta/MetaProvider';
import { mayDo } from '../meta/meta';
import { pageRefusal } from '../meta/refusal';
import { NotAllowedPage } from '../pages/NotAllowedPage';
import { SentEmailList } from './SentEmailList';
import { type Compose, useSentEmails } from './use-sent-emails';

const GROUPS: GroupSchema[] = [{ id: 'compose', name: 'New Email' }];
const FIELDS: Record<string, FieldSchema> = {
  to: { type: 'email', label: 'To', group: 'compose', required: true },
  subject: { type: 'text', label: 'Subject', group: 'compose', required: true },
  text: {
    type: 'text',
    label: 'Message',
    group: 'compose',
    required: true,
    multiline: true,
    rows: 8,
  },
};

/**
 * Email (spec 2.1): write to any address; the server sends it with its own mailer, replies
 * going to the writer, and lists what each person sent.
 */
export function EmailPage() {
  const meta = useMeta();
  const emails = useSentEmails();
  const [round, setRound] = useState(0);
  const problem = useAlert('error');
  const done = useAlert('success');
  const user = useMemo(
    () => ({ role: meta.role, permissions: meta.permissions }),
    [meta.role, meta.permissions],
  );
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new, empty form after each send.
  const empty = useMemo(() => ({}), [round]);
  if (!mayDo(meta, 'email', 'view')) return <NotAllowedPage refusal={pageRefusal(meta, 'email')} />;

  async function send(values: Record<string, unknown>) {
    try {
      await emails.send(values as unknown as Compose);
      setRound((n) => n + 1);
      done.show(`Email sent to ${String(values.to)}.`);
    } catch (error) {
      problem.show((error as Error).message);
    }
  }

  return (
    <div className="mx-auto max-w-6xl space-y-8">
      <PageTitle parts={['Email']} />
      <h1 className="text-2xl font-semibold">Email</h1>
      {mayDo(meta, 'email', 'add') && (
        <FormEngine
          key={round}
          schema={FIELDS}
          groups={GROUPS}
          formData={empty}
          user={user}
          title="Send an Email"
          subtitle="Replies go to your own email address."
          submitText="Send Email"
          onSubmit={send}
        />
      )}
      <SentEmailList rows={emails.rows} error={emails.error} />
      {problem.alert}
      {done.alert}
    </div>
  );
}
