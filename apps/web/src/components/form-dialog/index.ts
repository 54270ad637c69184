export { FormDialog, type FormDialogProps } from './form-dialog';
export { SchemaForm, type FormSchema, type SchemaFormProps, type SchemaSource } from './schema-form';
export { SimpleForm, type SimpleFormProps } from './simple-form';
export { ConfirmDialog, type ConfirmDialogProps } from './confirm-dialog';
export type { FormFieldConfig, FormFieldKind, FormFieldOption, FormFieldRenderProps } from './types';
export { FIELD_KINDS } from './field-kinds';
export { FormField } from './form-field';
export { useDialogState } from './use-dialog-state';
