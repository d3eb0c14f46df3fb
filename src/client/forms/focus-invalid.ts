/** Controls a person types into, preferred over a field's buttons (a rich-text toolbar's). */
const ENTRY = 'input:not([type="hidden"]), textarea, select, [contenteditable="true"]';
const FOCUSABLE = `${ENTRY}, button, [tabindex]`;

function canFocus(element: Element | null | undefined): element is HTMLElement {
  return (
    element instanceof HTMLElement &&
    // A contenteditable document is focusable though its tabIndex reads -1.
    (element.tabIndex >= 0 || element.isContentEditable) &&
    !element.hasAttribute('disabled') &&
    element.getClientRects().length > 0
  );
}

/**
 * Focuses the first of these fields on screen after a failed submit (screen order follows the
 * groups, not the schema): the control its widget marks invalid (a select's button, a rich-text
 * editor's document), else its first entry control (a radio group's first option), else its
 * first focusable one (Sign Now). Call it once the fields show their errors.
 */
export function focusInvalidField(root: HTMLElement | null, fields: readonly string[]): void {
  const wanted = new Set(fields);
  const rows = [...(root?.querySelectorAll<HTMLElement>('[data-field]') ?? [])];
  const row = rows.find((element) => wanted.has(element.dataset.field ?? ''));
  if (!row) return;
  // FieldRow puts the widget last, after the label and the bulk-mode tick box.
  const widget = row.lastElementChild ?? row;
  const marked = widget.querySelector('[aria-invalid="true"]');
  const target = canFocus(marked)
    ? marked
    : ([...widget.querySelectorAll(ENTRY)].find(canFocus) ??
      [...widget.querySelectorAll(FOCUSABLE)].find(canFocus));
  target?.focus();
}
