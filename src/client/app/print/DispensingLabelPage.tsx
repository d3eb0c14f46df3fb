/**
 * A dispensing's labels, one per medicine, each on its own 80 x 50 mm label (the label printer's
 * @page, no margin, a page break after each): the hospital, the patient's name and MRN, the drug
 * and strength, the directions in large type as a pharmacist writes them ("Take 1 tablet three
 * times daily for 5 days"), the instructions, the quantity given, batch and expiry, the day and
 * the pharmacist. Print sits above the labels, left out of the printout; the page is outside the
 * admin layout, so no app chrome prints.
 */
import { useParams } from 'react-router';
import type { DispensingLabel, DispensingLabelItem } from '../../../engine/wire/dispensing-label';
import { http } from '../../api/session';
import { useLoaded } from '../account/use-loaded';
import { PageLoader } from '../layout/PageLoader';
import { PageTitle } from '../layout/PageTitle';

const PAGE_RULE = '@page { size: 80mm 50mm; margin: 0; }';

const batchText = (item: DispensingLabelItem) =>
  item.batches
    .map((b) => (b.expiry_date ? `${b.batch_number} exp ${b.expiry_date}` : b.batch_number))
    .join(', ');

function MedicineLabel({ label, item }: { label: DispensingLabel; item: DispensingLabelItem }) {
  const batches = batchText(item);
  return (
    <section
      aria-label={`Label of ${item.drug}`}
      className="mx-auto mb-3 flex h-[50mm] w-[80mm] break-after-page flex-col overflow-hidden bg-white px-[2.5mm] py-[2mm] font-sans text-[7pt] leading-[1.2] shadow print:m-0 print:shadow-none"
    >
      <p className="flex justify-between gap-2 border-b border-black pb-[0.5mm] text-[6.5pt]">
        <span className="truncate font-semibold">{label.hospital || 'Pharmacy'}</span>
        <span className="shrink-0">{label.dispensed_on}</span>
      </p>
      <p className="mt-[0.5mm] truncate text-[8pt] font-bold">
        {label.patient}
        {label.mrn && <span className="font-normal"> · {label.mrn}</span>}
      </p>
      <p className="truncate text-[8pt] font-semibold">{item.drug}</p>
      <p className="mt-[1mm] text-[9.5pt] font-bold leading-tight">{item.directions}</p>
      {item.instructions && <p className="mt-[0.5mm] line-clamp-2">{item.instructions}</p>}
      <div className="mt-auto text-[6.5pt]">
        <p className="truncate">
          Quantity: <strong>{item.quantity_text}</strong>
          {batches && ` · Batch ${batches}`}
        </p>
        <p className="truncate">
          {label.dispensing_number}
          {label.prescription_number && ` · ${label.prescription_number}`} · Dispensed by{' '}
          {label.pharmacist}
        </p>
      </div>
    </section>
  );
}

export function DispensingLabelPage() {
  const { id = '' } = useParams();
  const loaded = useLoaded(id, async (signal) => {
    const url = `/api/pharmacy/dispensings/${encodeURIComponent(id)}/label`;
    return (await http.get<DispensingLabel>(url, { signal })).data;
  });
  if (loaded.error)
    return (
      <main className="p-6">
        <PageTitle parts={['These labels cannot be shown']} />
        <h1 className="text-lg font-bold">These labels cannot be shown</h1>
        <p role="alert">{loaded.error}</p>
      </main>
    );
  const label = loaded.value;
  if (!label) return <PageLoader label="Loading the labels" />;
  return (
    <main className="min-h-screen bg-slate-200 py-4 text-black print:min-h-0 print:bg-white print:py-0">
      <style>{`${PAGE_RULE} @media print { html, body { background: #fff; } }`}</style>
      <PageTitle parts={[`Labels of dispensing ${label.dispensing_number}`]} />
      <h1 className="sr-only">Labels of dispensing {label.dispensing_number}</h1>
      <div className="mx-auto mb-3 flex w-fit print:hidden">
        <button
          type="button"
          onClick={() => window.print()}
          className="rounded-md bg-sky-700 px-4 py-2 text-sm font-medium text-white hover:bg-sky-800"
        >
          Print {label.items.length === 1 ? 'label' : `${label.items.length} labels`}
        </button>
      </div>
      {label.items.map((item) => (
        <MedicineLabel key={item.prescription_item} label={label} item={item} />
      ))}
    </main>
  );
}
