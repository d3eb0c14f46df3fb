import { PanelForm } from './PanelForm';
import { PanelSidebar } from './PanelSidebar';
import { dismissPanel, type FormPanelProps } from './panel-props';

/** Spec 2.6 form sidebar: a form in the right-hand side panel. Opening it closes other panels. */
export function FormSidebar({ id, title, onClose, children, ...form }: FormPanelProps) {
  return (
    <PanelSidebar kind="form-sidebar" id={id} title={title} onClose={onClose}>
      <PanelForm
        padded={false}
        {...form}
        onCancel={() => dismissPanel('form-sidebar', id, onClose)}
      >
        {children}
      </PanelForm>
    </PanelSidebar>
  );
}
