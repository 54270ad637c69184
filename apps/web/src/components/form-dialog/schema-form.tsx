import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useMemo, useState, type ReactNode } from 'react';
import {
  Controller,
  FormProvider,
  useForm,
  type DefaultValues,
  type FieldValues,
  type Resolver,
} from 'react-hook-form';
import type { z } from 'zod';
import { notifyError } from '../../lib/notify-error';
import { FormField } from './form-field';
import type { FormFieldConfig } from './types';

export type FormSchema = z.ZodType<FieldValues, FieldValues>;

/** The schema, or how to load it: a form on the first screen (sign-in) takes zod in only once it is drawn. */
export type SchemaSource<S extends FormSchema> = S | (() => Promise<S>);

export interface SchemaFormProps<S extends FormSchema> {
  /**
   * A domain schema: it validates the fields (every message on the first submit) and types the values. Or a
   * function loading it (`() => import(…)`): the form draws at once, starts the load, and validates once it came.
   */
  schema: SchemaSource<S>;
  /** Values the form starts from; keys without a field (e.g. `version`) are submitted unchanged. */
  defaultValues?: DefaultValues<z.input<S>>;
  /** Values kept in step with the server (a profile that was refetched): the form follows them. */
  values?: z.input<S>;
  fields: readonly FormFieldConfig<z.input<S>>[];
  /** Rejects with an ApiRequestError: field messages land on the fields, the rest in a toast. */
  onSubmit: (values: z.output<S>) => Promise<unknown>;
  /** After a successful submit: close the dialog, clear a password form. */
  onSubmitted?: (form: { reset: () => void }) => void;
  onBusyChange?: (busy: boolean) => void;
  /** The form's accessible name. */
  label?: string;
  /** A refusal that is not about a field goes to `layout`'s `error` (shown in the form) instead of a toast. */
  errorsInForm?: boolean;
  /** Focus the first field when drawn (a dialog); `false` for a form among others on a page. Default true. */
  autoFocus?: boolean;
  /** Every field disabled: the person may see the values but not change them. */
  readOnly?: boolean;
  /** Lays the drawn fields and the buttons out (a dialog's content and actions, a card on a page). */
  layout: (parts: { fields: ReactNode; isSubmitting: boolean; error: string | null }) => ReactNode;
}

/**
 * The one schema-driven form: react-hook-form validated by the domain's zod schema, the fields drawn from
 * their configs, server field errors put on the fields. `FormDialog` and `SimpleForm` are layouts of it.
 */
/** A resolver validating with the schema, waiting for it first when it is loaded. */
function resolverOf<S extends FormSchema>(schema: SchemaSource<S>): Resolver<z.input<S>, unknown, z.output<S>> {
  if (typeof schema !== 'function') return zodResolver(schema) as Resolver<z.input<S>, unknown, z.output<S>>;
  return async (values, context, options) => {
    const loaded = zodResolver(await schema()) as Resolver<z.input<S>, unknown, z.output<S>>;
    return loaded(values, context, options);
  };
}

export function SchemaForm<S extends FormSchema>(props: SchemaFormProps<S>) {
  const { fields, onSubmit, onSubmitted, onBusyChange, schema } = props;
  const resolver = useMemo(() => resolverOf(schema), [schema]);
  // A loaded schema is fetched while the person types, so the first submit does not wait for it.
  useEffect(() => {
    if (typeof schema === 'function') void schema();
  }, [schema]);
  const form = useForm<z.input<S>, unknown, z.output<S>>({
    resolver,
    defaultValues: props.defaultValues,
    values: props.values,
  });
  const { isSubmitting } = form.formState;
  const fieldNames = fields.map((field) => field.name);
  const [formError, setFormError] = useState<string | null>(null);

  const submit = form.handleSubmit(async (values) => {
    onBusyChange?.(true);
    setFormError(null);
    try {
      await onSubmit(values);
      onBusyChange?.(false);
      onSubmitted?.({ reset: () => form.reset() });
    } catch (error) {
      onBusyChange?.(false);
      notifyError(error, {
        setError: form.setError,
        fieldNames,
        showOther: props.errorsInForm ? setFormError : undefined,
      });
    }
  });

  const drawn = fields.map((config, index) => (
    <Controller
      key={config.name}
      name={config.name}
      control={form.control}
      render={({ field, fieldState }) => (
        <FormField
          field={field}
          fieldState={fieldState}
          config={config}
          disabled={isSubmitting || Boolean(props.readOnly)}
          autoFocus={index === 0 && props.autoFocus !== false}
        />
      )}
    />
  ));

  // A field drawn by `render` may read or set the others through `useFormContext` (a slug following its title).
  return (
    <FormProvider {...form}>
      <form noValidate onSubmit={submit} aria-label={props.label}>
        {props.layout({ fields: drawn, isSubmitting, error: formError })}
      </form>
    </FormProvider>
  );
}
