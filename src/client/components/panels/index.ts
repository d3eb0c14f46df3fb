export { DetailDialog } from './DetailDialog';
export { DetailSidebar } from './DetailSidebar';
export { FormDialog } from './FormDialog';
export { FormSidebar } from './FormSidebar';
export { usePanel } from './use-panel';
