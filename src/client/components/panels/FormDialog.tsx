import { PanelDialog } from './PanelDialog';
import { PanelForm } from './PanelForm';
import { dismissPanel, type FormPanelProps } from './panel-props';

/** Spec 2.6 form dialog: a centred modal form. Opening it closes any other panel. */
export function FormDialog({
  id,
  title,
  subtitle,
  onClose,
  children,
  ...form
}: FormPanelProps & { subtitle?: string }) {
  return (
    <PanelDialog kind="form-dialog" id={id} title={title} description={subtitle} onClose={onClose}>
      <PanelForm padded {...form} onCancel={() => dismissPanel('form-dialog', id, onClose)}>
        {children}
      </PanelForm>
    </PanelDialog>
  );
}
