import {
  createAffiliateSchema,
  updateAffiliateSchema,
  type Affiliate,
  type CreateAffiliateInput,
  type UpdateAffiliateInput,
} from '@livery/domain';
import { FormDialog, type FormFieldConfig } from '../../../components/form-dialog';
import { affiliatesApi } from '../api/affiliates-api';

const nameField = { name: 'name', label: 'Name', required: true, autoComplete: 'organization' } as const;
const CREATE_FIELDS: readonly FormFieldConfig<CreateAffiliateInput>[] = [nameField];
const UPDATE_FIELDS: readonly FormFieldConfig<UpdateAffiliateInput>[] = [nameField];

interface AffiliateFormDialogProps {
  open: boolean;
  /** The affiliate to edit; none → a new one. */
  affiliate?: Affiliate;
  onClose: () => void;
}

export function AffiliateFormDialog({ open, affiliate, onClose }: AffiliateFormDialogProps) {
  const create = affiliatesApi.useCreate();
  const update = affiliatesApi.useUpdate();

  if (affiliate) {
    return (
      <FormDialog
        open={open}
        title="Edit affiliate"
        schema={updateAffiliateSchema}
        defaultValues={{ name: affiliate.name, version: affiliate.version }}
        fields={UPDATE_FIELDS}
        onSubmit={(input) => update.mutateAsync({ id: affiliate.id, input })}
        onClose={onClose}
      />
    );
  }
  return (
    <FormDialog
      open={open}
      title="Add affiliate"
      schema={createAffiliateSchema}
      defaultValues={{ name: '' }}
      fields={CREATE_FIELDS}
      onSubmit={(input) => create.mutateAsync(input)}
      onClose={onClose}
    />
  );
}
