import { PHONE_TYPES, type CreateUserInput } from '@livery/domain';
import type { FieldValues } from 'react-hook-form';
import type { FormFieldConfig } from '../../../components/form-dialog';
import { addressField } from '../../../components/form-dialog/fields/address-field';
import { optionalTextField } from '../../../components/form-dialog/fields/optional-text-field';

export const PHONE_TYPE_OPTIONS = PHONE_TYPES.map((p) => ({ value: p.value, label: `${p.label} (${p.value})` }));

type PersonValues = Pick<
  CreateUserInput,
  'firstName' | 'lastName' | 'phoneNumber' | 'phoneType' | 'socialSecurityNumber' | 'dob' | 'address'
>;

/** The fields of a person; drivers add carrier, SSN, date of birth and address. */
export function personFields<T extends FieldValues>(options: {
  isDriver: boolean;
  email?: boolean;
  ssnHelper?: string;
}): FormFieldConfig<T>[] {
  const field = (config: FormFieldConfig<PersonValues & { email: string }>) => config as unknown as FormFieldConfig<T>;
  const fields = [
    field({ name: 'firstName', label: 'First Name', required: true, autoComplete: 'off' }),
    field({ name: 'lastName', label: 'Last Name', autoComplete: 'off' }),
    ...(options.email
      ? [field({ name: 'email', label: 'Email', kind: 'email', required: true, autoComplete: 'off' })]
      : []),
    field({ name: 'phoneNumber', label: 'Phone No', kind: 'tel', required: true, autoComplete: 'off' }),
  ];
  if (!options.isDriver) return fields;
  return [
    ...fields,
    field({ name: 'phoneType', label: 'Phone No Type', kind: 'select', required: true, options: PHONE_TYPE_OPTIONS }),
    field({
      name: 'socialSecurityNumber',
      label: 'Social Security Number',
      helperText: options.ssnHelper ?? '123-45-6789',
      render: optionalTextField('text', '123-45-6789'),
    }),
    field({
      name: 'dob',
      label: 'Date of Birth',
      helperText: 'Drivers must be adults',
      render: optionalTextField('date'),
    }),
    field({ name: 'address', label: 'Address', render: addressField }),
  ];
}
