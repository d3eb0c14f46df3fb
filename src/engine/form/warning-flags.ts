/**
 * A record's warnings kept with it as flags: each field whose `warnings` check fails, by that
 * warning's message and the value as it reads ("Pulse high (118 beats/min)", "Fever (38.4 °C)").
 * The browser shows the same warnings beside the fields as they are typed (form-session.ts); a
 * rule stores these flags, so lists and charts show them without running the form again.
 */
import { displayFieldValue } from '../format/field-display';
import { DEFAULT_SETTINGS, type EngineSettings } from '../types';
import type { FormSession } from './form-session';

/** The flags of the fields that apply to the record (whoever looks), in the form's order. */
export function warningFlags(
  session: FormSession,
  settings: EngineSettings = DEFAULT_SETTINGS,
): string[] {
  return session.form.order.flatMap((name) => {
    const state = session.data[name];
    if (!state?.warning || !session.applies(name)) return [];
    const field = session.form.fields.get(name)?.field;
    const shown = field ? displayFieldValue(field, state.value, settings) : '';
    return [shown ? `${state.warning} (${shown})` : state.warning];
  });
}
