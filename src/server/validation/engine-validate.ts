import { type CompiledForm, compileForm, FormSession } from '../../engine/form';
import type { EngineUser, FieldSchema } from '../../engine/types';
import { validationFailed } from '../errors';

const compiledCache = new WeakMap<Record<string, FieldSchema>, CompiledForm>();

/**
 * Validates submitted values with the engine, exactly as the browser does, for the fields
 * this user may see. Throws a 422 with one `{field, message}` per problem.
 */
export function assertValid(
  fields: Record<string, FieldSchema>,
  values: Record<string, unknown>,
  user: EngineUser,
  only?: ReadonlySet<string>,
): void {
  let form = compiledCache.get(fields);
  if (!form) {
    form = compileForm(fields);
    compiledCache.set(fields, form);
  }
  const session = new FormSession(form, values, { user });
  const { errors } = session.validate({ bulkSelected: only });
  if (errors.length > 0) throw validationFailed(errors);
}
