import {
  createStaticPageSchema,
  slugify,
  updateStaticPageSchema,
  type StaticPage,
  type StaticPageSummary,
} from '@livery/domain';
import Dialog from '@mui/material/Dialog';
import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useFormContext } from 'react-hook-form';
import { CrudFormDialog, type CrudDialogProps } from '../../../components/crud';
import { FormField, type FormFieldRenderProps } from '../../../components/form-dialog';
import { PageLoader } from '../../../components/ui/page-loader';
import { notifyError } from '../../../lib/notify-error';
import { staticPageQueryOptions, updateOf } from '../api/static-page';
import { staticPagesApi } from '../api/static-pages-api';
import { PageContentField } from './page-content-field';

/** The title, drawn as any text field; on a new page it fills the slug until the slug is typed in. */
function TitleField(props: FormFieldRenderProps) {
  const { setValue, getFieldState, formState } = useFormContext();
  const isNewPage = !formState.defaultValues?.['slug'];
  const follow = (title: unknown) => {
    if (!isNewPage || getFieldState('slug').isDirty) return;
    setValue('slug', slugify(String(title ?? '')), { shouldValidate: formState.isSubmitted });
  };
  const onChange = (value: unknown) => {
    props.field.onChange(value);
    follow(value);
  };
  const field = { ...props.field, onChange };
  return <FormField {...props} field={field} config={{ ...props.config, render: undefined }} />;
}

/** The slug, with the address it gives the page. */
function SlugField(props: FormFieldRenderProps) {
  const slug = typeof props.field.value === 'string' && props.field.value ? props.field.value : 'your-page';
  const helperText = `The page’s address: ${window.location.origin}/${slug}`;
  return <FormField {...props} config={{ ...props.config, render: undefined, helperText }} />;
}

const FIELDS = [
  { name: 'title', label: 'Title', required: true, render: (props: FormFieldRenderProps) => <TitleField {...props} /> },
  { name: 'slug', label: 'Slug', required: true, render: (props: FormFieldRenderProps) => <SlugField {...props} /> },
  { name: 'isActive', label: 'Active (shown to visitors)', kind: 'switch' },
  { name: 'content', label: 'Content', render: (props: FormFieldRenderProps) => <PageContentField {...props} /> },
] as const;
const EMPTY = { title: '', slug: '', content: '', isActive: true };
const valuesOf = (page: StaticPage) => updateOf(page);

/**
 * Add or edit a static page (DESIGN §6): title, slug, Active and the content in a rich-text editor with a preview.
 * The list's rows carry no content, so Edit reads the page first.
 */
export function StaticPageFormDialog({ open, row, onClose }: CrudDialogProps<StaticPageSummary>) {
  const page = useQuery({ ...staticPageQueryOptions(row?.id ?? 0), enabled: open && row !== undefined });
  const failed = row !== undefined && page.isError;

  useEffect(() => {
    if (!failed) return;
    notifyError(page.error);
    onClose();
  }, [failed, page.error, onClose]);

  if (row && !page.data) {
    return (
      <Dialog open={open && !failed} onClose={onClose} fullWidth maxWidth="md" aria-label="Loading the page">
        <PageLoader label="Loading the page" />
      </Dialog>
    );
  }
  return (
    <CrudFormDialog
      open={open}
      row={row ? page.data : undefined}
      onClose={onClose}
      noun="page"
      api={staticPagesApi}
      createSchema={createStaticPageSchema}
      updateSchema={updateStaticPageSchema}
      empty={EMPTY}
      valuesOf={valuesOf}
      fields={FIELDS}
      maxWidth="md"
    />
  );
}
