/** The model meta-schema as Ajv standalone code (scripts/vite-model-validator.ts). */
declare module 'virtual:tena/model-validator' {
  import type { ValidateFunction } from 'ajv';

  export const validate: ValidateFunction;
  export default validate;
}
