import { useSnapshot } from 'valtio';
import { DetailDialog, DetailSidebar, FormDialog, FormSidebar } from '../../../components/panels';
import { openPanel, type PanelKind, panels } from '../../../state/panels';
import { PlaygroundSection } from './PlaygroundSection';

const openers: [PanelKind, string][] = [
  ['form-dialog', 'Open form dialog'],
  ['detail-dialog', 'Open detail dialog'],
  ['form-sidebar', 'Open form sidebar'],
  ['detail-sidebar', 'Open detail sidebar'],
];

const fieldClass =
  'h-[50px] w-full rounded-[5px] border-[1.5px] border-slate-300 bg-white px-3 text-sm outline-none focus:border-[1.7px] focus:border-sky-600 dark:border-slate-600 dark:bg-slate-950';

function NameField() {
  return (
    <label className="flex flex-col gap-1 text-sm font-medium">
      Department name
      <input name="name" defaultValue="Cardiology" className={fieldClass} />
    </label>
  );
}

/** The four mutually exclusive panels (spec 2.6); each one can open the next. */
export function PanelsSection() {
  const { open } = useSnapshot(panels);
  const switchTo = (kind: PanelKind, text: string) => (
    <button
      type="button"
      onClick={() => openPanel(kind)}
      className="text-sm text-sky-700 underline outline-none focus-visible:ring-2 focus-visible:ring-sky-600 dark:text-sky-300"
    >
      {text}
    </button>
  );
  return (
    <PlaygroundSection
      title="Mutually exclusive panels"
      note="Form dialog, detail dialog, form sidebar and detail sidebar: opening one closes the others."
    >
      <div className="flex flex-wrap items-center gap-2">
        {openers.map(([kind, text]) => (
          <button
            key={kind}
            type="button"
            onClick={() => openPanel(kind)}
            className="rounded-[5px] border border-slate-300 px-3 py-2 text-sm outline-none hover:bg-slate-100 focus-visible:ring-2 focus-visible:ring-sky-600 dark:border-slate-600 dark:hover:bg-slate-800"
          >
            {text}
          </button>
        ))}
        <p className="text-sm">
          Open: <output data-testid="open-panel">{open?.kind ?? 'none'}</output>
        </p>
      </div>
      <FormDialog
        title="Edit department"
        subtitle="Please fill out the form below with the necessary information."
        onSubmit={() => openPanel('detail-dialog')}
      >
        <NameField />
        {switchTo('detail-sidebar', 'Show details in the sidebar instead')}
      </FormDialog>
      <DetailDialog title="Department details">
        <p>Cardiology, 2nd floor, 12 beds.</p>
        {switchTo('form-sidebar', 'Edit in the sidebar instead')}
      </DetailDialog>
      <FormSidebar title="Edit department" onSubmit={() => openPanel('detail-sidebar')}>
        <NameField />
      </FormSidebar>
      <DetailSidebar title="Department details">
        <p>Cardiology, 2nd floor, 12 beds.</p>
        <div className="mt-3">{switchTo('form-dialog', 'Edit in a dialog')}</div>
      </DetailSidebar>
    </PlaygroundSection>
  );
}
