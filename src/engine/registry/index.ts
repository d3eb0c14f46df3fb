export { buildRegistry } from './build-registry';
export { checkModel, type ModelEntry } from './cross-check-models';
export {
  checkMatrix,
  checkModelPermissions,
  KNOWN_PAGES,
  knownPermissions,
} from './cross-check-permissions';
export {
  BUILT_IN_ROUTES,
  checkScreen,
  checkScreenRoutes,
  resolvableRoutes,
  type ScreenContext,
  type ScreenEntry,
} from './cross-check-screens';
export { type ConditionVisit, dependencyConditions } from './dependencies';
export {
  describeAjvError,
  type FileKind,
  fileKind,
  formatAjvError,
  MATRIX_FILE,
  META_SCHEMAS,
  metaValidator,
  type ParsedFile,
  parseAndValidate,
  ROLES_FILE,
} from './parse-and-validate';
export { childPointer, pointer, problem, safely } from './problems';
export * from './types';
