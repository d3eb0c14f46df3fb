import { type FormEvent, useState } from 'react';
import { InvoiceDialog } from '../../../components/InvoiceDialog';
import { useSession } from '../../guards/use-session';
import { PlaygroundSection } from './PlaygroundSection';

const fieldClass =
  'h-[40px] rounded-[5px] border-[1.5px] border-slate-300 bg-white px-3 text-sm outline-none focus:border-sky-600 dark:border-slate-600 dark:bg-slate-950';

interface Target {
  invoiceId: number;
  customerId: number;
  totalAmount: number;
  balanceDue: number;
}

/** Opens the invoice dialog on an invoice given by id (it loads only when signed in). */
export function InvoiceSection() {
  const { signedIn } = useSession();
  const [target, setTarget] = useState<Target>();
  const [open, setOpen] = useState(false);
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const number = (name: string) => Number(form.get(name) ?? 0) || 0;
    setTarget({
      invoiceId: number('invoiceId'),
      customerId: number('customerId'),
      totalAmount: number('totalAmount'),
      balanceDue: number('balanceDue'),
    });
    setOpen(true);
  };
  const field = (name: string, label: string, value: string) => (
    <label className="flex flex-col gap-1 text-sm">
      {label}
      <input name={name} defaultValue={value} inputMode="decimal" className={fieldClass} />
    </label>
  );
  return (
    <PlaygroundSection
      title="Invoice dialog"
      note={
        signedIn
          ? 'Enter an existing invoice.'
          : 'Sign in first: the invoice loads with your session.'
      }
    >
      <form onSubmit={submit} className="flex flex-wrap items-end gap-3">
        {field('invoiceId', 'Invoice ID', '1')}
        {field('customerId', 'Customer ID', '1')}
        {field('totalAmount', 'Total amount', '0')}
        {field('balanceDue', 'Balance due', '0')}
        <button
          type="submit"
          className="h-[40px] rounded-[5px] bg-sky-700 px-4 text-sm font-medium text-white outline-none hover:bg-sky-800 focus-visible:ring-2 focus-visible:ring-sky-600"
        >
          Open invoice dialog
        </button>
      </form>
      {target && (
        <InvoiceDialog
          open={open}
          onClose={() => setOpen(false)}
          customerId={target.customerId}
          invoiceId={target.invoiceId}
          header={`Invoice #${target.invoiceId}`}
          totalAmount={target.totalAmount}
          balanceDue={target.balanceDue}
        />
      )}
    </PlaygroundSection>
  );
}
