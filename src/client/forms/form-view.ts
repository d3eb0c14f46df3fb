import { createContext } from 'react';
import { DEFAULT_SETTINGS, type EngineSettings, type FieldSchema } from '../../engine/types';
import type { FormSize } from './form-size';

/**
 * The level of the form's title: 1 when the form is the page (a record's new or edit page, so
 * the page has its one level-one heading), 2 when it sits under a page's own heading. Group
 * headings are one level below it.
 */
export type TitleLevel = 1 | 2;

/** Form-wide view settings every field row and layout reads (not per-field state). */
export interface FormView {
  size: FormSize;
  labelPosition?: FieldSchema['labelPosition'];
  disabled: boolean;
  settings: EngineSettings;
  /** Grid columns each field spans (12 of 12 by default; 6 of 6 on full pages). */
  columns: number;
  /** Fields shown read-only: the server writes them, so the form offers no change. */
  readOnly: ReadonlySet<string>;
  titleLevel: TitleLevel;
}

export const FormViewContext = createContext<FormView>({
  size: 'large',
  disabled: false,
  settings: DEFAULT_SETTINGS,
  columns: 12,
  readOnly: new Set(),
  titleLevel: 2,
});
