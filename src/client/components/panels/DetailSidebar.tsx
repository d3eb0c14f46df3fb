import type { ReactNode } from 'react';
import { PanelSidebar } from './PanelSidebar';

/** Spec 2.6 detail sidebar: a record shown read-only in the right-hand side panel. */
export function DetailSidebar({
  id,
  title,
  onClose,
  children,
}: {
  id?: string;
  title: string;
  onClose?(): void;
  children: ReactNode;
}) {
  return (
    <PanelSidebar kind="detail-sidebar" id={id} title={title} onClose={onClose}>
      <div className="text-sm">{children}</div>
    </PanelSidebar>
  );
}
