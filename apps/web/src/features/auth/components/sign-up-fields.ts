import { PASSWORD_MIN, type SignupInput } from '@livery/domain';
import type { FormFieldConfig } from '../../../components/form-dialog';

/** A customer account's fields, the same on the sign-up page and in the booking flow's dialog. */
export const SIGN_UP_FIELDS: readonly FormFieldConfig<SignupInput>[] = [
  { name: 'firstName', label: 'First name', required: true, autoComplete: 'given-name' },
  { name: 'lastName', label: 'Last name', autoComplete: 'family-name' },
  { name: 'email', label: 'Email', kind: 'email', required: true, autoComplete: 'email' },
  { name: 'phoneNumber', label: 'Phone', kind: 'tel', required: true, autoComplete: 'tel' },
  {
    name: 'password',
    label: 'Password',
    kind: 'password',
    required: true,
    autoComplete: 'new-password',
    helperText: `At least ${PASSWORD_MIN} characters`,
  },
];

export const EMPTY_SIGN_UP: SignupInput = { firstName: '', lastName: '', email: '', phoneNumber: '', password: '' };
