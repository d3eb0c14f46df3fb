import { useParams } from 'react-router';
import { useMeta } from '../meta/MetaProvider';
import { ModelPage } from '../models/ModelPage';
import { DashboardView } from '../pages/DashboardPage';
import { NotAllowedPage } from '../pages/NotAllowedPage';
import { NotFoundPage } from '../pages/NotFoundPage';
import { adminPathTarget } from './admin-path';
import { LauncherView } from './LauncherView';
import { PageScreenView } from './PageScreenView';
import { WaitingScreenView } from './WaitingScreenView';

/**
 * Every other path under /admin/main: a screen of `screens/` by its route (or alias), else a
 * generic model page. What the user may not see is missing from their registry; the meta's
 * closed screens and needs tell it from an unknown address, which alone shows the 404 page.
 */
export function AdminPathPage() {
  const meta = useMeta();
  const path = (useParams()['*'] ?? '').replace(/\/+$/, '');
  const target = adminPathTarget(meta, path);
  switch (target.kind) {
    case 'screen': {
      const { screen } = target;
      switch (screen.kind) {
        case 'page':
          return <PageScreenView key={path} screen={screen} />;
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
