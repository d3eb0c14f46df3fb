import { useState } from 'react';
import { ModelList } from '../../grid/server-list/ModelList';
import { PageTitle } from '../layout/PageTitle';
import { useMeta } from '../meta/MetaProvider';
import { mayDo } from '../meta/meta';
import { pageRefusal } from '../meta/refusal';
import { NotAllowedPage } from '../pages/NotAllowedPage';
import { ModelCreateForm } from './ModelCreateForm';

/**
 * Contact Us (spec 2.1): a message to the hospital's administrators, kept as a `contact`
 * record (schemas/contact.json), and the messages sent so far.
 */
export function ContactUsPage() {
  const meta = useMeta();
  const [sent, setSent] = useState(0);
  if (!mayDo(meta, 'contactUs', 'view'))
    return <NotAllowedPage refusal={pageRefusal(meta, 'contactUs')} />;
  return (
    <div className="mx-auto max-w-6xl space-y-8">
      <PageTitle parts={['Contact Us']} />
      <h1 className="text-2xl font-semibold">Contact Us</h1>
      {mayDo(meta, 'contact', 'add') && (
        <ModelCreateForm
          model="contact"
          title="Send us a message"
          submitText="Send Message"
          successText="Thank you: your message was sent."
          onCreated={() => setSent((n) => n + 1)}
        />
      )}
      {mayDo(meta, 'contact', 'view') && <ModelList key={sent} model="contact" />}
    </div>
  );
}
