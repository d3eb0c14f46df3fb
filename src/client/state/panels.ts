import { proxy } from 'valtio';

/** The four panel kinds of spec 2.6. */
export type PanelKind = 'form-dialog' | 'detail-dialog' | 'form-sidebar' | 'detail-sidebar';

export interface OpenPanel {
  kind: PanelKind;
  /** Tells apart two panels of one kind on the same page. */
  id: string;
}

/**
 * Spec 2.6: the form dialog, detail dialog, form sidebar and detail sidebar are mutually
 * exclusive. One slot holds the open panel, so opening any panel closes the others by itself.
 */
export const panels = proxy<{ open: OpenPanel | null }>({ open: null });

export function openPanel(kind: PanelKind, id: string = kind): void {
  panels.open = { kind, id };
}

/** Closes the panel only if it is the one open: a late close must not shut a newer panel. */
export function closePanel(kind: PanelKind, id: string = kind): void {
  if (isPanelOpen(panels.open, kind, id)) panels.open = null;
}

export function closeAllPanels(): void {
  panels.open = null;
}

export function isPanelOpen(open: OpenPanel | null, kind: PanelKind, id: string = kind): boolean {
  return open?.kind === kind && open.id === id;
}
