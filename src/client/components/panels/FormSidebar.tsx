import type { FormEvent, ReactNode } from 'react';
import { closePanel } from '../../state/panels';
import { PanelForm } from './PanelForm';
import { PanelSidebar } from './PanelSidebar';

/** Spec 2.6 form sidebar: a form in the right-hand side panel. Opening it closes other panels. */
export function FormSidebar({
  id,
  title,
  submitLabel,
  submitting,
  onSubmit,
  onClose,
  children,
}: {
  id?: string;
  title: string;
  submitLabel?: string;
  submitting?: boolean;
  onSubmit(event: FormEvent<HTMLFormElement>): void;
  onClose?(): void;
  children: ReactNode;
}) {
  const cancel = () => {
    closePanel('form-sidebar', id);
    onClose?.();
  };
  return (
    <PanelSidebar kind="form-sidebar" id={id} title={title} onClose={onClose}>
      <PanelForm
        padded={false}
        onSubmit={onSubmit}
        onCancel={cancel}
        submitLabel={submitLabel}
        submitting={submitting}
      >
        {children}
      </PanelForm>
    </PanelSidebar>
  );
}
