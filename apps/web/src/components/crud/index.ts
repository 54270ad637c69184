export { useCrudActions, type CrudDialog } from './use-crud-actions';
export { CrudFormDialog, type CrudDialogProps, type CrudFormDialogProps } from './crud-form-dialog';
export { CrudList, type CrudAccess, type CrudColumns, type CrudListProps, type CrudResource } from './crud-list';
