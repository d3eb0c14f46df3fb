export {
  type CompiledField,
  type CompiledForm,
  type CompiledGroup,
  compileForm,
} from './compile-form';
export {
  type Changes,
  FormSession,
  type ValidateOptions,
  type ValidationResult,
} from './form-session';
export { createRuntime, type FormContext, type Runtime } from './runtime';
