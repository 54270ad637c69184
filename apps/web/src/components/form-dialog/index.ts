export { FormDialog, type FormDialogProps } from './form-dialog';
export { ConfirmDialog, type ConfirmDialogProps } from './confirm-dialog';
export type { FormFieldConfig, FormFieldKind, FormFieldRenderProps } from './types';
export { useDialogState } from './use-dialog-state';
