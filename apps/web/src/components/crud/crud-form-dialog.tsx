import type { DefaultValues } from 'react-hook-form';
import type { z } from 'zod';
import { FormDialog, type FormDialogProps, type FormFieldConfig, type FormSchema } from '../form-dialog';

/** What a list passes to its Add / Edit dialog. */
export interface CrudDialogProps<Row> {
  open: boolean;
  /** The row to edit; none → Add. */
  row?: Row;
  onClose: () => void;
}

export interface CrudFormDialogProps<
  Row extends { id: number },
  C extends FormSchema,
  U extends FormSchema,
> extends CrudDialogProps<Row> {
  /** "discount code": the titles "Add discount code" / "Edit discount code". */
  noun: string;
  /** A `crudApi(...)`: its create and update mutations (toast, refresh, field errors). */
  api: {
    useCreate: () => { mutateAsync: (input: z.output<C>) => Promise<unknown> };
    useUpdate: () => { mutateAsync: (variables: { id: number; input: z.output<U> }) => Promise<unknown> };
  };
  createSchema: C;
  /** The create schema plus `version`: a stale save is a 409. */
  updateSchema: U;
  /** The Add form's starting values. */
  empty: DefaultValues<z.input<C>>;
  /** The Edit form's starting values, `version` included. */
  valuesOf: (row: Row) => DefaultValues<z.input<U>>;
  /** The same fields in both forms. */
  fields: readonly FormFieldConfig<z.input<C>>[] & readonly FormFieldConfig<z.input<U>>[];
  /** The dialog's width: `md` for a rich-text editor. */
  maxWidth?: FormDialogProps<C>['maxWidth'];
}

/** The Add / Edit dialog of a resource with the standard routes, from its two domain schemas. */
export function CrudFormDialog<Row extends { id: number }, C extends FormSchema, U extends FormSchema>(
  props: CrudFormDialogProps<Row, C, U>,
) {
  const { open, row, onClose, noun, api, fields, maxWidth } = props;
  const create = api.useCreate();
  const update = api.useUpdate();
  if (row) {
    return (
      <FormDialog
        open={open}
        title={`Edit ${noun}`}
        schema={props.updateSchema}
        defaultValues={props.valuesOf(row)}
        fields={fields}
        maxWidth={maxWidth}
        onSubmit={(input) => update.mutateAsync({ id: row.id, input })}
        onClose={onClose}
      />
    );
  }
  return (
    <FormDialog
      open={open}
      title={`Add ${noun}`}
      schema={props.createSchema}
      defaultValues={props.empty}
      fields={fields}
      maxWidth={maxWidth}
      onSubmit={(input) => create.mutateAsync(input)}
      onClose={onClose}
    />
  );
}
