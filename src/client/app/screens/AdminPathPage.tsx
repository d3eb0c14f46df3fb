import { useParams } from 'react-router';
import { PageLoader } from '../layout/PageLoader';
import { useMeta } from '../meta/MetaProvider';
import { ModelPage } from '../models/ModelPage';
import { PageProblem } from '../models/PageHeading';
import { DashboardView } from '../pages/DashboardPage';
import { NotAllowedPage } from '../pages/NotAllowedPage';
import { NotFoundPage } from '../pages/NotFoundPage';
import { lazyModule, useLazyModule } from '../routes/lazy-module';
import { adminPathTarget } from './admin-path';
import { LauncherView } from './LauncherView';
import { WaitingScreenView } from './WaitingScreenView';

// A screen page's lists (TanStack Table...) and boards: a chunk of its own, so a record's page
// (a generic model page) does not load and run them.
const pageScreen = lazyModule(async () => (await import('./PageScreenView')).PageScreenView);

/**
 * Every other path under /admin/main: a screen of `screens/` by its route (or alias), else a
 * generic model page. What the user may not see is missing from their registry; the meta's
 * closed screens and needs tell it from an unknown address, which alone shows the 404 page.
 */
export function AdminPathPage() {
  const meta = useMeta();
  const path = (useParams()['*'] ?? '').replace(/\/+$/, '');
  const target = adminPathTarget(meta, path);
  const isPage = target.kind === 'screen' && target.screen.kind === 'page';
  const { module: PageScreenView, failed } = useLazyModule(pageScreen, isPage);
  switch (target.kind) {
    case 'screen': {
      const { screen } = target;
      switch (screen.kind) {
        case 'page':
          if (failed)
            return (
              <PageProblem
                title={screen.title}
                message="The page's code could not be loaded: reload."
              />
            );
          return PageScreenView ? <PageScreenView key={path} screen={screen} /> : <PageLoader />;
        case 'launcher':
          return <LauncherView key={path} screen={screen} />;
        case 'dashboard':
          return <DashboardView key={path} screen={screen} />;
        case 'waiting-screen':
          return <WaitingScreenView key={path} screen={screen} />;
      }
      return <NotFoundPage embedded />;
    }
    case 'waiting-detail':
      return <WaitingScreenView key={path} screen={target.screen} screenId={target.id} />;
    case 'closed':
      return <NotAllowedPage refusal={target.refusal} />;
    case 'model':
      return <ModelPage page={target.page} />;
    case 'unknown':
      return <NotFoundPage embedded />;
  }
}
