import { useSnapshot } from 'valtio';
import { closePanel, isPanelOpen, openPanel, type PanelKind, panels } from '../../state/panels';

/** Whether this panel is the open one, and the calls that open or close it (spec 2.6). */
export function usePanel(kind: PanelKind, id: string = kind) {
  const { open } = useSnapshot(panels);
  return {
    isOpen: isPanelOpen(open, kind, id),
    show: () => openPanel(kind, id),
    hide: () => closePanel(kind, id),
  };
}
