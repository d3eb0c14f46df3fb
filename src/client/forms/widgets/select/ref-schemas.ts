import { createContext, useContext } from 'react';
import type { ModelSchema } from '../../../../engine/types';

/**
 * The schemas of the models a `ref` select may point to, so its options are named as lists
 * and details name those records (the engine's record title). The admin layout provides the
 * signed-in user's registry; without it (the preview, the playground) records are named by
 * their usual name fields.
 */
export const RefSchemasContext = createContext<Readonly<Record<string, ModelSchema>>>({});

export function useRefSchema(model: string): ModelSchema | undefined {
  return useContext(RefSchemasContext)[model];
}
