/**
 * Clearing a searchable select from its own input (WAI-ARIA APG combobox pattern: "Escape
 * dismisses the popup if it is visible; optionally, if the popup is hidden, clears the
 * combobox"; react-select's escapeClearsValue and backspaceRemovesValue). The Clear and
 * Remove buttons beside the input stay for the mouse and for screen readers, but are no Tab
 * stops of their own: a keyboard user tabs from field to field, and clears from the input.
 * Emptying the input's text clears a single select too (Headless UI's combobox does).
 */

export interface ClearKeyInput {
  key: string;
  /** The options list is shown (Escape then only closes it). */
  open: boolean;
  multiple: boolean;
  /** How many options are chosen. */
  chosen: number;
  /** What the input holds (a multiple select's search text; a single one's chosen name). */
  text: string;
}

/** What a key pressed in the input does to the choice: clear it, drop the last chip, or nothing. */
export function clearKeyAction(input: ClearKeyInput): 'clear' | 'remove-last' | undefined {
  if (input.chosen === 0) return undefined;
  if (input.key === 'Escape' && !input.open) return 'clear';
  // A multiple select's text is its search: Backspace in an empty one takes the last chip.
  if (input.multiple && input.key === 'Backspace' && input.text === '') return 'remove-last';
  return undefined;
}
