import type { FormEvent, ReactNode } from 'react';
import { closePanel, type PanelKind } from '../../state/panels';

/** What every panel takes; `id` tells apart two panels of one kind on a page. */
export interface PanelProps {
  id?: string;
  title: string;
  onClose?(): void;
  children: ReactNode;
}

/** A form panel's props: the fields are its children, Cancel and the submit button its own. */
export interface FormPanelProps extends PanelProps {
  submitLabel?: string;
  submitting?: boolean;
  onSubmit(event: FormEvent<HTMLFormElement>): void;
}

/** Closes this panel (if it is still the open one), then tells the page. */
export function dismissPanel(kind: PanelKind, id: string | undefined, onClose?: () => void) {
  closePanel(kind, id);
  onClose?.();
}
