import type { Configuration, ConfigurationSection } from '@livery/domain';
import Alert from '@mui/material/Alert';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { useFormContext, type DefaultValues, type FieldValues } from 'react-hook-form';
import type { z } from 'zod';
import { SchemaForm, SubmitRow, type FormFieldConfig, type FormSchema } from '../../../components/form-dialog';
import { ApiRequestError } from '../../../lib/api-error';
import { configurationKeys } from '../api/configuration';
import { useSaveConfigurationSection } from '../api/save-configuration-section';

export interface SectionCardProps<S extends FormSchema, K extends ConfigurationSection> {
  section: K;
  title: string;
  description: ReactNode;
  record: Configuration;
  /** The person may save it; otherwise every field is disabled and there is no Save. */
  canEdit: boolean;
  /** Why it is read-only ("Saving it needs configurations:home."). */
  readOnlyReason: string;
  /** The form's schema: the domain's section schema (or one wrapping a single value). */
  schema: S;
  fields: readonly FormFieldConfig<z.input<S>>[];
  /** The section as the form's values, and back. */
  toForm: (value: Configuration[K]) => z.input<S>;
  toValue: (values: z.output<S>) => Configuration[K];
  /** Spans the page's width, its fields two by two on a wide screen (one under the other on a phone). */
  wide?: boolean;
  /** Shown under the form, to anyone who may read it: what goes with the section but is not saved. */
  children?: ReactNode;
}

interface Base<K extends ConfigurationSection> {
  version: number;
  value: Configuration[K];
}

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/** What the card needs of its form: whether the person changed it, and starting it again from saved values. */
interface FormHandle {
  isDirty: boolean;
  reset: (values: FieldValues) => void;
}

/** Hands the drawn form's state to the card (SchemaForm provides the form's context to what it lays out). */
function FormBridge({ handle }: { handle: { current: FormHandle } }) {
  const { reset, formState } = useFormContext();
  const { isDirty } = formState;
  useEffect(() => {
    handle.current = { isDirty, reset };
  }, [handle, isDirty, reset]);
  return null;
}

/**
 * The server's field names carry the section (`home.welcome`); the form's do not (`welcome`). A list the card edits
 * as one field (the booking widget's websites, one a line) takes its entries' messages, which name the entry:
 * `bookingWidget.allowedOrigins.3` → `allowedOrigins`, the first one kept.
 */
function withoutSection(error: unknown, section: ConfigurationSection): unknown {
  if (!(error instanceof ApiRequestError) || !error.fields) return error;
  const fields: Record<string, string> = {};
  for (const [name, message] of Object.entries(error.fields)) {
    fields[name.replace(new RegExp(`^${section}\\.`), '').replace(/\.\d+$/, '')] ??= message;
  }
  return new ApiRequestError({ code: error.code, message: error.message, fields });
}

/**
 * One section of the configuration, saved on its own (decision 037). The record has one version, so the card
 * remembers the version and the values it was drawn from: when someone saves another section the card moves to
 * the new version and keeps what the person is typing; when someone saves this section the card follows them if
 * the person has changed nothing, else the save is refused (409), the card shows their values and says so.
 */
export function SectionCard<S extends FormSchema, K extends ConfigurationSection>(props: SectionCardProps<S, K>) {
  const { section, title, record, canEdit, schema, fields, toForm, toValue } = props;
  const headingId = useId();
  const queryClient = useQueryClient();
  const save = useSaveConfigurationSection();
  const [base, setBase] = useState<Base<K>>({ version: record.version, value: record[section] });
  // A new key draws the form again from the base's values (someone else's, which the editor must show too).
  const [drawing, setDrawing] = useState(0);
  const [notice, setNotice] = useState<string | null>(null);
  const form = useRef<FormHandle>({ isDirty: false, reset: () => {} });

  const redraw = (next: Base<K>) => {
    setBase(next);
    setDrawing((n) => n + 1);
  };

  useEffect(() => {
    if (record.version === base.version) return;
    const value = record[section];
    // Another section moved: only the version changes, the person's typing stays.
    if (same(value, base.value)) setBase({ version: record.version, value });
    // This section moved and the person changed nothing: show the new values.
    else if (!form.current.isDirty) {
      setBase({ version: record.version, value });
      setDrawing((n) => n + 1);
    }
    // Otherwise keep what they type; saving it will be refused as stale and reload the section.
  }, [record, section, base]);

  const submit = async (values: z.output<S>) => {
    const value = toValue(values);
    try {
      let saved: Configuration;
      try {
        saved = await save.mutateAsync({ section, value, version: base.version, title });
      } catch (error) {
        // The refusal refreshed the record. If this section is as the card was drawn from, someone saved another
        // one: nothing of theirs is lost by saving this one at the new version.
        const latest = queryClient.getQueryData<Configuration>(configurationKeys.one(1));
        const isStale = error instanceof ApiRequestError && error.code === 'CONFLICT';
        if (!isStale || !latest || !same(latest[section], base.value)) throw error;
        saved = await save.mutateAsync({ section, value, version: latest.version, title });
      }
      setNotice(null);
      setBase({ version: saved.version, value: saved[section] });
      // The saved values (trimmed, sanitised) become the form's starting point; focus stays where it was.
      form.current.reset(toForm(saved[section]));
    } catch (error) {
      const latest = queryClient.getQueryData<Configuration>(configurationKeys.one(1));
      if (!(error instanceof ApiRequestError && error.code === 'CONFLICT' && latest)) {
        throw withoutSection(error, section);
      }
      redraw({ version: latest.version, value: latest[section] });
      setNotice(
        `Your change was not saved: someone else saved ${title.toLowerCase()} since you opened this page. ` +
          'The section now shows their values; make your change again if it is still needed.',
      );
    }
  };

  return (
    <Paper
      component="section"
      aria-labelledby={headingId}
      variant="outlined"
      sx={{ p: { xs: 2, sm: 3 }, gridColumn: props.wide ? '1 / -1' : undefined, minWidth: 0 }}
    >
      <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between', gap: 1, mb: 0.5 }}>
        <Typography id={headingId} variant="h6" component="h2">
          {title}
        </Typography>
        {!canEdit && <Chip size="small" label="Read only" />}
      </Stack>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
        {props.description}
        {!canEdit && ` ${props.readOnlyReason}`}
      </Typography>
      <SchemaForm
        key={drawing}
        label={title}
        schema={schema}
        defaultValues={toForm(base.value) as DefaultValues<z.input<S>>}
        fields={fields}
        onSubmit={submit}
        autoFocus={false}
        readOnly={!canEdit}
        layout={({ fields: drawn, isSubmitting }) => (
          <Stack sx={{ gap: 2 }}>
            <FormBridge handle={form} />
            <Stack
              sx={{
                display: 'grid',
                gap: 2,
                gridTemplateColumns: { xs: '1fr', md: props.wide ? 'repeat(2, minmax(0, 1fr))' : '1fr' },
              }}
            >
              {drawn}
            </Stack>
            {notice && (
              <Alert severity="warning" onClose={() => setNotice(null)}>
                {notice}
              </Alert>
            )}
            {canEdit && <SubmitRow disabled={isSubmitting} />}
          </Stack>
        )}
      />
      {props.children && <Stack sx={{ mt: 3 }}>{props.children}</Stack>}
    </Paper>
  );
}
