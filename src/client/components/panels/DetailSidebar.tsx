import { PanelSidebar } from './PanelSidebar';
import type { PanelProps } from './panel-props';

/** Spec 2.6 detail sidebar: a record shown read-only in the right-hand side panel. */
export function DetailSidebar({ id, title, onClose, children }: PanelProps) {
  return (
    <PanelSidebar kind="detail-sidebar" id={id} title={title} onClose={onClose}>
      <div className="text-sm">{children}</div>
    </PanelSidebar>
  );
}
