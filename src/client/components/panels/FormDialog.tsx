import type { FormEvent, ReactNode } from 'react';
import { closePanel } from '../../state/panels';
import { PanelDialog } from './PanelDialog';
import { PanelForm } from './PanelForm';

/** Spec 2.6 form dialog: a centred modal form. Opening it closes any other panel. */
export function FormDialog({
  id,
  title,
  subtitle,
  submitLabel,
  submitting,
  onSubmit,
  onClose,
  children,
}: {
  id?: string;
  title: string;
  subtitle?: string;
  submitLabel?: string;
  submitting?: boolean;
  onSubmit(event: FormEvent<HTMLFormElement>): void;
  onClose?(): void;
  children: ReactNode;
}) {
  const cancel = () => {
    closePanel('form-dialog', id);
    onClose?.();
  };
  return (
    <PanelDialog kind="form-dialog" id={id} title={title} description={subtitle} onClose={onClose}>
      <PanelForm
        padded
        onSubmit={onSubmit}
        onCancel={cancel}
        submitLabel={submitLabel}
        submitting={submitting}
      >
        {children}
      </PanelForm>
    </PanelDialog>
  );
}
