/**
 * A surgical case's anesthesia record as one reader may read it (wire type
 * engine/wire/anesthesia-record.ts), for the case page's record and its printed form: the six
 * intra-operative series oldest first with the fields the reader may see (those that only
 * repeat the case left out), their totals (engine/surgery/anesthesia-totals.ts) and the
 * pre-anesthesia assessment in brief for its readers. Undefined for no such case. Whether the
 * reader may read the series at all is the caller's to decide (each answers 403 its own way).
 */
import { can, type PermissionMatrix } from '../../engine/permissions/can';
import { hiddenFieldNames } from '../../engine/permissions/field-access';
import { anesthesiaTotals } from '../../engine/surgery/anesthesia-totals';
import type { EngineUser } from '../../engine/types';
import {
  ANESTHESIA_SERIES_MODELS,
  type AnesthesiaRecordAnswer,
  type AnesthesiaSeries,
} from '../../engine/wire/anesthesia-record';
import type { AnyDb } from '../models/any-db';
import type { ModelRuntime } from '../models/model-runtime';
import { caseBrief, preAnesthesiaBrief, seriesEntries } from '../repositories/anesthesia-record';

/** Fields every entry carries, or that only repeat the case. */
const ENTRY_FIELDS = new Set(['recorded_at', 'recorded_by', 'surgical_case', 'patient']);

export interface AnesthesiaRecordReader {
  user: EngineUser;
  matrix: PermissionMatrix;
  runtime: (model: string) => ModelRuntime;
}

export async function readAnesthesiaRecord(
  db: AnyDb,
  reader: AnesthesiaRecordReader,
  id: number,
): Promise<AnesthesiaRecordAnswer | undefined> {
  const surgicalCase = await caseBrief(db, id);
  if (!surgicalCase) return undefined;
  const lists = await Promise.all(
    ANESTHESIA_SERIES_MODELS.map((model) => {
      const rt = reader.runtime(model);
      const hidden = new Set(hiddenFieldNames(rt.schema, reader.user));
      const fields = [...rt.types.keys()].filter(
        (name) => !hidden.has(name) && !ENTRY_FIELDS.has(name),
      );
      return seriesEntries(db, rt, id, fields);
    }),
  );
  const series = Object.fromEntries(
    ANESTHESIA_SERIES_MODELS.map((model, i) => [model, lists[i]]),
  ) as unknown as AnesthesiaSeries;
  const mayReadAssessment = can(reader.user, reader.matrix, 'preAnesthesia', 'view');
  return {
    surgical_case: surgicalCase,
    pre_anesthesia: mayReadAssessment ? await preAnesthesiaBrief(db, id) : null,
    series,
    totals: anesthesiaTotals(series),
  };
}
