import { createContext } from 'react';
import { DEFAULT_SETTINGS, type EngineSettings, type FieldSchema } from '../../engine/types';
import type { FormSize } from './form-size';

/** Form-wide view settings every field row reads (not per-field state). */
export interface FormView {
  size: FormSize;
  labelPosition?: FieldSchema['labelPosition'];
  disabled: boolean;
  settings: EngineSettings;
  /** Grid columns each field spans (12 of 12 by default; 6 of 6 on full pages). */
  columns: number;
  /** Fields shown read-only: the server writes them, so the form offers no change. */
  readOnly: ReadonlySet<string>;
}

export const FormViewContext = createContext<FormView>({
  size: 'large',
  disabled: false,
  settings: DEFAULT_SETTINGS,
  columns: 12,
  readOnly: new Set(),
});
