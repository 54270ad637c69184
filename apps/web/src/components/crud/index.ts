export { useCrudActions, type CrudDialog } from './use-crud-actions';
