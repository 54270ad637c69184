import { PHONE_TYPES, type CreateUserInput } from '@livery/domain';
import type { FormFieldConfig } from '../../../components/form-dialog';
import { addressField, preloadAddressInput } from '../../../components/form-dialog/fields/address-field';
import { OptionalDateField } from '../../../components/form-dialog/fields/optional-date-field';
import { optionalTextField } from '../../../components/form-dialog/fields/optional-text-field';

export const PHONE_TYPE_OPTIONS = PHONE_TYPES.map((p) => ({ value: p.value, label: `${p.label} (${p.value})` }));

type PersonValues = Pick<
  CreateUserInput,
  'firstName' | 'lastName' | 'phoneNumber' | 'phoneType' | 'socialSecurityNumber' | 'dob' | 'address'
>;

interface PersonFieldsOptions {
  isDriver: boolean;
  email?: boolean;
  ssnHelper?: string;
}

/** The fields of a person; drivers add carrier, SSN, date of birth and address. They fit any form with these values. */
export function personFields(
  options: PersonFieldsOptions & { email: true },
): FormFieldConfig<PersonValues & { email: string }>[];
export function personFields(options: PersonFieldsOptions & { email?: false }): FormFieldConfig<PersonValues>[];
export function personFields(options: PersonFieldsOptions): FormFieldConfig<PersonValues & { email: string }>[] {
  const field = (config: FormFieldConfig<PersonValues & { email: string }>) => config;
  const fields = [
    field({ name: 'firstName', label: 'First Name', required: true, autoComplete: 'off' }),
    field({ name: 'lastName', label: 'Last Name', autoComplete: 'off' }),
    ...(options.email
      ? [field({ name: 'email', label: 'Email', kind: 'email', required: true, autoComplete: 'off' })]
      : []),
    field({ name: 'phoneNumber', label: 'Phone No', kind: 'tel', required: true, autoComplete: 'off' }),
  ];
  if (!options.isDriver) return fields;
  void preloadAddressInput(); // a driver's form has the address: fetch its input while the screen is read
  return [
    ...fields,
    field({ name: 'phoneType', label: 'Phone No Type', kind: 'select', required: true, options: PHONE_TYPE_OPTIONS }),
    field({
      name: 'socialSecurityNumber',
      label: 'Social Security Number',
      helperText: options.ssnHelper ?? '123-45-6789',
      render: optionalTextField('123-45-6789'),
    }),
    field({
      name: 'dob',
      label: 'Date of Birth',
      helperText: 'Year-month-day, e.g. 1985-04-02; drivers must be adults',
      render: (props) => <OptionalDateField {...props} />,
    }),
    field({ name: 'address', label: 'Address', render: addressField }),
  ];
}
