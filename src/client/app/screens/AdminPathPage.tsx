import { useParams } from 'react-router';
import type { WaitingScreen } from '../../../engine/registry/types';
import { useMeta } from '../meta/MetaProvider';
import { screenAt } from '../meta/meta';
import { closedScreenRefusal } from '../meta/refusal';
import { ModelPage } from '../models/ModelPage';
import { parseModelPath } from '../models/model-path';
import { DashboardView } from '../pages/DashboardPage';
import { NotAllowedPage } from '../pages/NotAllowedPage';
import { NotFoundPage } from '../pages/NotFoundPage';
import { LauncherView } from './LauncherView';
import { PageScreenView } from './PageScreenView';
import { WaitingScreenView } from './WaitingScreenView';

/** `waiting_screen/detail/7`: the kiosk view of waiting screen 7. */
function waitingDetail(path: string, find: (route: string) => unknown) {
  const match = /^(.+)\/detail\/([1-9][0-9]*)$/.exec(path);
  const screen = match?.[1] ? find(match[1]) : undefined;
  return (screen as WaitingScreen | undefined)?.kind === 'waiting-screen'
    ? { screen: screen as WaitingScreen, id: match?.[2] }
    : undefined;
}

/**
 * Every other path under /admin/main: a screen of `screens/` by its route (or alias), else a
 * generic model page. What the user may not see is missing from their registry; the meta's
 * closed screens and needs tell it from an unknown address, which alone shows the 404 page.
 */
export function AdminPathPage() {
  const meta = useMeta();
  const path = (useParams()['*'] ?? '').replace(/\/+$/, '');
  const screen = screenAt(meta, path);
  switch (screen?.kind) {
    case 'page':
      return <PageScreenView key={path} screen={screen} />;
    case 'launcher':
      return <LauncherView key={path} screen={screen} />;
    case 'dashboard':
      return <DashboardView key={path} screen={screen} />;
    case 'waiting-screen':
      return <WaitingScreenView key={path} screen={screen} />;
  }
  const waiting = waitingDetail(path, (route) => screenAt(meta, route));
  if (waiting)
    return <WaitingScreenView key={path} screen={waiting.screen} screenId={waiting.id} />;
  const closed = closedScreenRefusal(meta, path);
  if (closed) return <NotAllowedPage refusal={closed} />;
  const page = parseModelPath(path);
  if (page) return <ModelPage page={page} />;
  return <NotFoundPage embedded />;
}
