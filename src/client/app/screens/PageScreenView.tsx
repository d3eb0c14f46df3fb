import { type ComponentType, lazy, Suspense } from 'react';
import type { PageComponent, PageScreen } from '../../../engine/registry/types';
import type { ModelSchema } from '../../../engine/types';
import { PageLoader } from '../layout/PageLoader';
import { useMeta } from '../meta/MetaProvider';
import { recordsRefusal } from '../meta/refusal';
import { ModelListPage } from '../models/ModelListPage';
import { NotAllowedPage } from '../pages/NotAllowedPage';
import { NotFoundPage } from '../pages/NotFoundPage';
import { BedBoardPage } from '../wards/BedBoardPage';

/**
 * The built-in pages a screen may name instead of its model's list (PAGE_COMPONENTS), each
 * loaded when first opened. The bed board is loaded with this module: it is small, the ward
 * nurses' page opened all day, and a lazy page suspends on its first render even once loaded
 * (React then holds the Suspense reveal back up to 300 ms), after which its read only starts.
 */
const PAGE_COMPONENT_VIEWS: Record<PageComponent, ComponentType<{ screen: PageScreen }>> = {
  'bed-board': BedBoardPage,
  'cashier-queue': lazy(async () => ({
    default: (await import('../billing/CashierQueuePage')).CashierQueuePage,
  })),
  'emergency-board': lazy(async () => ({
    default: (await import('../emergency/EmergencyBoardPage')).EmergencyBoardPage,
  })),
  'lab-worklist': lazy(async () => ({
    default: (await import('../laboratory/LabWorklistPage')).LabWorklistPage,
  })),
  'radiology-worklist': lazy(async () => ({
    default: (await import('../radiology/RadiologyWorklistPage')).RadiologyWorklistPage,
  })),
  'stock-reports': lazy(async () => ({
    default: (await import('../stock/StockPage')).StockPage,
  })),
  'theatre-schedule': lazy(async () => ({
    default: (await import('../surgery/TheatreSchedulePage')).TheatreSchedulePage,
  })),
  'ward-census': lazy(async () => ({
    default: (await import('../wards/IpdPage')).IpdPage,
  })),
  'visit-queue': lazy(async () => ({
    default: (await import('../queue/VisitQueuePage')).VisitQueuePage,
  })),
};

/**
 * A single page of `screens/` (patients, invoices, wards...): its model's list under the page's
 * title; opening, adding and editing records continue on the model's own pages. A page that is
 * a screen view (Emergencies: appointments under the `emergency` entity) comes with its own
 * schema and is read through the screen.
 */
export function PageScreenView({ screen }: { screen: PageScreen & { schema?: ModelSchema } }) {
  const meta = useMeta();
  const model = screen.model ?? screen.entity;
  const schema = screen.schema ?? (model ? meta.models[model] : undefined);
  if (screen.component) {
    const View = PAGE_COMPONENT_VIEWS[screen.component];
    return (
      <Suspense fallback={<PageLoader />}>
        <View screen={screen} />
      </Suspense>
    );
  }
  if (!model) return <NotFoundPage embedded />;
  if (!schema) return <NotAllowedPage refusal={recordsRefusal(meta, model, 'view')} />;
  return (
    <ModelListPage
      meta={meta}
      schema={schema}
      title={screen.title}
      fixedFilters={screen.filters}
      view={screen.schema ? { screen: screen.route, schema: screen.schema } : undefined}
      page={{ parents: [], model, view: 'list' }}
    />
  );
}
