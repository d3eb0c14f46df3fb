import { PageTitle } from '../layout/PageTitle';
import { FlagSection } from '../playground/elements/FlagSection';
import { InvoiceSection } from '../playground/elements/InvoiceSection';
import { PanelsSection } from '../playground/elements/PanelsSection';
import { PickListSection } from '../playground/elements/PickListSection';
import { PopoverMenuSection } from '../playground/elements/PopoverMenuSection';
import { StepsSection } from '../playground/elements/StepsSection';
import { TabsSection } from '../playground/elements/TabsSection';

/**
 * `/playground/elements`: every shared page element of spec 2.5 and 2.6 on one page, for
 * implementers trying them and for the end-to-end tests that drive them.
 */
export function ElementsPlaygroundPage() {
  return (
    <main className="mx-auto flex max-w-7xl flex-col gap-6 p-4">
      <header className="pr-36">
        <PageTitle parts={['Shared page elements']} />
        <h1 className="text-xl font-semibold">Shared page elements</h1>
        <p className="text-sm text-slate-500 dark:text-slate-400">
          Tabs, step view, menu, confirmation popover, pick-list, panels and the invoice dialog.
        </p>
      </header>
      <FlagSection />
      <TabsSection />
      <StepsSection />
      <PopoverMenuSection />
      <PickListSection />
      <PanelsSection />
      <InvoiceSection />
    </main>
  );
}
