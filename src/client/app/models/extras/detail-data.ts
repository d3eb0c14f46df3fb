/**
 * What a model's detail extras (extras/index.ts) read beside the record, by model: declared
 * here, apart from their panels (React, uPlot), so the GETs can be asked before the page's code
 * has run (routes/page-gets.ts, on a load by the app's first script). Each gets the record's id
 * and whether the user may take an action on a model; unknown rights (before the registry is
 * in) count as allowed, a refusal then being an answer nobody takes.
 */
import { ANESTHESIA_SERIES_MODELS } from '../../../../engine/wire/anesthesia-record';
import { anesthesiaRecordUrl, caseVitalsUrl } from '../../surgery/case-urls';

export type May = (model: string, action: 'view' | 'detail') => boolean;

export const DETAIL_DATA: Readonly<Record<string, (id: number, may: May) => string[]>> = {
  // The anesthesia chart (its series) and the anesthesia record (every series), as their
  // panels decide to read them.
  surgicalCase: (id, may) => [
    ...(may('anesthesiaVitalSign', 'view') ? [caseVitalsUrl(id)] : []),
    ...(ANESTHESIA_SERIES_MODELS.every((model) => may(model, 'view'))
      ? [anesthesiaRecordUrl(id)]
      : []),
  ],
};
