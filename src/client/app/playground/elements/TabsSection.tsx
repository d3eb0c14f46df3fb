import { type TabItem, Tabs } from '../../../components/tabs/Tabs';
import { TAB_DESIGNS } from '../../../components/tabs/tab-designs';
import { PlaygroundSection } from './PlaygroundSection';

const sampleTabs: TabItem[] = [
  {
    id: 'overview',
    label: 'Overview',
    description: 'Vital signs and alerts',
    content: 'Overview: the patient is stable; next review at 14:00.',
  },
  {
    id: 'visits',
    label: 'Visits',
    description: 'Past appointments',
    content: 'Visits: 3 outpatient visits this year.',
  },
  {
    id: 'billing',
    label: 'Billing',
    description: 'Invoices and payments',
    content: 'Billing: one invoice is partially paid.',
  },
];

/** Every tab design, each remembering its tab under its own key. */
export function TabsSection() {
  return (
    <PlaygroundSection
      title="Tabs"
      note="Six designs; click or use the arrow keys. Each remembers its tab across reloads."
    >
      <div className="grid gap-6 lg:grid-cols-2">
        {TAB_DESIGNS.map((design) => (
          <div key={design} data-testid={`tabs-${design}`} className="space-y-2">
            <h3 className="text-xs font-semibold tracking-wide text-slate-500 uppercase">
              {design}
            </h3>
            <Tabs
              label={`Patient record (${design})`}
              design={design}
              tabs={sampleTabs}
              rememberKey={`playground.${design}`}
            />
          </div>
        ))}
      </div>
    </PlaygroundSection>
  );
}
