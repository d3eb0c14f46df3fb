/**
 * A lab sample's label, printed on a 50 x 25 mm label stock (the label printer's @page, no
 * margin): the patient's full name, MRN, sex and age; the sample number as a Code 128 barcode
 * (drawn by the server with bwip-js, shown here as an image so no markup of it runs) and in
 * text under it; the sample type and its container, the collection time and the request. Print
 * sits above the label, left out of the printout; the page is outside the admin layout, so no
 * app chrome prints.
 */
import { useParams } from 'react-router';
import type { LabSampleLabel } from '../../../engine/wire/lab-sample-label';
import { http } from '../../api/session';
import { useLoaded } from '../account/use-loaded';
import { PageLoader } from '../layout/PageLoader';
import { PageTitle } from '../layout/PageTitle';

const PAGE_RULE = '@page { size: 50mm 25mm; margin: 0; }';

/** The SVG as an image source: an <img> never runs what it draws. */
const imageOf = (svg: string) => `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`;

export function SampleLabelPage() {
  const { id = '' } = useParams();
  const loaded = useLoaded(id, async (signal) => {
    const url = `/api/lab/samples/${encodeURIComponent(id)}/label`;
    return (await http.get<LabSampleLabel>(url, { signal })).data;
  });
  if (loaded.error)
    return (
      <main className="p-6">
        <PageTitle parts={['This label cannot be shown']} />
        <h1 className="text-lg font-bold">This label cannot be shown</h1>
        <p role="alert">{loaded.error}</p>
      </main>
    );
  const label = loaded.value;
  if (!label) return <PageLoader label="Loading the label" />;
  const person = [label.mrn, [label.sex, label.age].filter(Boolean).join(', ')]
    .filter(Boolean)
    .join(' · ');
  return (
    <main className="min-h-screen bg-slate-200 py-4 text-black print:min-h-0 print:bg-white print:py-0">
      <style>{`${PAGE_RULE} @media print { html, body { background: #fff; } }`}</style>
      <PageTitle parts={[`Label of sample ${label.sample_number}`]} />
      <h1 className="sr-only">Label of sample {label.sample_number}</h1>
      <div className="mx-auto mb-3 flex w-fit print:hidden">
        <button
          type="button"
          onClick={() => window.print()}
          className="rounded-md bg-sky-700 px-4 py-2 text-sm font-medium text-white hover:bg-sky-800"
        >
          Print label
        </button>
      </div>
      <section
        aria-label="Sample label"
        className="mx-auto flex h-[25mm] w-[50mm] flex-col overflow-hidden bg-white px-[1.5mm] py-[1mm] font-sans text-[6.5pt] leading-[1.15] shadow print:m-0 print:shadow-none"
      >
        <p className="truncate text-[7.5pt] font-bold">{label.patient}</p>
        {person && <p className="truncate">{person}</p>}
        <img
          src={imageOf(label.barcode_svg)}
          alt={`Barcode of ${label.sample_number}`}
          className="mt-[0.5mm] h-[7mm] w-full object-fill"
        />
        <p className="text-center font-mono text-[7.5pt] font-semibold tracking-wide">
          {label.sample_number}
        </p>
        <p className="truncate">
          {label.sample_type}
          {label.container && ` · ${label.container}`}
        </p>
        <p className="truncate">
          {label.collected_at} · {label.request_number}
          {label.priority === 'STAT' && <strong> · STAT</strong>}
        </p>
      </section>
    </main>
  );
}
