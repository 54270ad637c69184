import { z } from 'zod';
import { dateRangeMessage, isInDateRange, isIsoDate } from '../dates.js';
import { emailSchema, passwordSchema, phoneNumberSchema } from './auth.js';
import { whenAnObject } from './catalogue-rules.js';
import { idSchema, isoDateTime, requiredText, versionSchema } from './common.js';
import { listQuerySchema } from './list-query.js';

/** Carriers' e-mail-to-SMS gateways (SPEC §2, §9): the value stored is the suffix itself. */
export const PHONE_TYPES = [
  { value: '@txt.att.net', label: 'AT&T' },
  { value: '@tmomail.net', label: 'T-Mobile' },
  { value: '@vtext.com', label: 'Verizon' },
  { value: '@smtext.com', label: 'Sprint' },
] as const;
export type PhoneType = (typeof PHONE_TYPES)[number]['value'];
const phoneTypeValues: PhoneType[] = PHONE_TYPES.map((p) => p.value);

export const phoneTypeSchema = z.enum(phoneTypeValues, {
  error: `Phone type must be one of: ${PHONE_TYPES.map((p) => p.label).join(', ')}`,
});

export const phoneTypeLabel = (value: string | null | undefined): string =>
  PHONE_TYPES.find((p) => p.value === value)?.label ?? '';

/** `123-45-6789` or `123456789`, stored as `123-45-6789`. */
export const ssnSchema = z
  .string({ error: 'Social security number is required' })
  .trim()
  .regex(/^\d{3}-?\d{2}-?\d{4}$/, 'Enter a social security number as 123-45-6789')
  .transform((v) => {
    const digits = v.replace(/-/g, '');
    return `${digits.slice(0, 3)}-${digits.slice(3, 5)}-${digits.slice(5)}`;
  });

/** `***-**-1234`: what someone who may not edit drivers sees. */
export function maskSsn(ssn: string): string {
  return `***-**-${ssn.slice(-4)}`;
}

export const ADULT_AGE = 18;

/** Whether someone born on `dob` (YYYY-MM-DD) is an adult on `today` (YYYY-MM-DD). */
export function isAdultOn(dob: string, today: string): boolean {
  // A missing part is NaN, as `Number(undefined)` would be: no age is then adult.
  const [y = NaN, m = NaN, d = NaN] = dob.split('-').map(Number);
  const [ty = NaN, tm = NaN, td = NaN] = today.split('-').map(Number);
  let age = ty - y;
  if (tm < m || (tm === m && td < d)) age -= 1;
  return age >= ADULT_AGE;
}

export const todayIso = () => new Date().toISOString().slice(0, 10);

export const isoDate = z
  .string({ error: 'Enter a date as YYYY-MM-DD' })
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'Enter a date as YYYY-MM-DD')
  .refine(isIsoDate, { message: 'Enter a real date' })
  .refine(isInDateRange, { message: dateRangeMessage('The date') });

export const dobSchema = isoDate
  .refine((v) => v <= todayIso(), { message: 'Date of birth cannot be in the future' })
  .refine((v) => isAdultOn(v, todayIso()), { message: `Must be at least ${ADULT_AGE} years old` });

const optionalText = (label: string, max: number) =>
  z
    .string()
    .trim()
    .max(max, `${label} must be at most ${max} characters`)
    .optional()
    .transform((v) => v || undefined);

export const USER_LIST_ROLES = ['customer', 'driver'] as const;
export type UserListRole = (typeof USER_LIST_ROLES)[number];

/** A person as lists and the profile show them (SPEC §3 "User"). */
export const userSchema = z.object({
  id: z.number().int(),
  firstName: z.string(),
  lastName: z.string().nullable(),
  fullName: z.string(),
  email: z.string(),
  phoneNumber: z.string().nullable(),
  phoneType: z.string().nullable(),
  /** Masked (`***-**-1234`) unless the viewer may edit drivers. */
  socialSecurityNumber: z.string().nullable(),
  dob: z.string().nullable(),
  address: z.string().nullable(),
  isAdmin: z.boolean(),
  emailVerified: z.boolean(),
  Roles: z.array(z.object({ id: z.number().int(), name: z.string() })),
  version: z.number().int(),
  createdAt: isoDateTime,
});
export type User = z.infer<typeof userSchema>;

/** `GET /users/{id}`: a user with the permissions they hold, so the profile can ask `canActOnAccount` too. */
export const userProfileSchema = userSchema.extend({ permissions: z.array(z.string()) });
export type UserProfile = z.infer<typeof userProfileSchema>;

const personFields = {
  firstName: requiredText('First name', 100),
  lastName: optionalText('Last name', 100),
  phoneNumber: phoneNumberSchema,
  phoneType: phoneTypeSchema.optional(),
  socialSecurityNumber: ssnSchema.optional(),
  dob: dobSchema.optional(),
  address: optionalText('Address', 300),
};

const requirePhoneTypeForDrivers = (
  value: { role?: string | undefined; phoneType?: string | undefined },
  ctx: z.RefinementCtx,
) => {
  if (value.role === 'driver' && !value.phoneType) {
    ctx.addIssue({ code: 'custom', path: ['phoneType'], message: 'Phone type is required for drivers' });
  }
};

/** POST /users: a customer, a driver (phone type required) or a staff user without a list role. */
export const createUserSchema = z
  .strictObject({
    ...personFields,
    email: emailSchema,
    role: z.enum(USER_LIST_ROLES, { error: 'Role must be customer or driver' }).optional(),
    /** Only an admin may set it. */
    isAdmin: z.boolean().optional(),
  })
  .superRefine(requirePhoneTypeForDrivers, { when: whenAnObject });
export type CreateUserInput = z.infer<typeof createUserSchema>;

export const roleIdsSchema = z
  .array(idSchema, { error: 'roleIds must be a list of role ids' })
  .max(500)
  .transform((ids) => [...new Set(ids)]);

/** POST /users/create-user-and-assign-roles: one transaction. */
export const createUserWithRolesSchema = z
  .strictObject({
    ...personFields,
    email: emailSchema,
    role: z.enum(USER_LIST_ROLES).optional(),
    isAdmin: z.boolean().optional(),
    roleIds: roleIdsSchema,
  })
  .superRefine(requirePhoneTypeForDrivers, { when: whenAnObject });
export type CreateUserWithRolesInput = z.infer<typeof createUserWithRolesSchema>;

/** PUT /users/{id}: the profile-info form (version-checked). An omitted SSN keeps the stored one. */
export const updateProfileSchema = z.strictObject({
  ...personFields,
  version: versionSchema,
});
export type UpdateProfileInput = z.infer<typeof updateProfileSchema>;

export const USER_SORT_FIELDS = ['firstName', 'lastName', 'email', 'createdAt'] as const;
export const userListQuerySchema = listQuerySchema(USER_SORT_FIELDS).extend({
  /** `Driver` (SPEC §7) and `driver` are the same role. */
  role: z
    .string()
    .trim()
    .toLowerCase()
    .pipe(z.enum(USER_LIST_ROLES, { error: 'role must be customer or driver' }))
    .optional(),
});
export type UserListQuery = z.infer<typeof userListQuerySchema>;

export const changePasswordSchema = z.strictObject({
  currentPassword: z.string({ error: 'Current password is required' }).min(1, 'Current password is required').max(128),
  newPassword: passwordSchema,
});
export type ChangePasswordInput = z.infer<typeof changePasswordSchema>;

/** Someone else's password, set by staff allowed to manage the account: never asks for their current one. */
export const setPasswordSchema = z.strictObject({ newPassword: passwordSchema });
export type SetPasswordInput = z.infer<typeof setPasswordSchema>;

/** `PUT /users/{id}/password`: your own needs the current password (the service says so); someone else's not. */
export const passwordChangeBodySchema = changePasswordSchema.partial({ currentPassword: true });
export type PasswordChangeBody = z.infer<typeof passwordChangeBodySchema>;

export const changeEmailSchema = z.strictObject({ email: emailSchema });
export type ChangeEmailInput = z.infer<typeof changeEmailSchema>;

export const forgotPasswordSchema = z.strictObject({ email: emailSchema });
export type ForgotPasswordInput = z.infer<typeof forgotPasswordSchema>;

export const tokenSchema = z
  .string({ error: 'The link is not valid' })
  .trim()
  .regex(/^[A-Za-z0-9_-]{20,100}$/, 'The link is not valid');

export const resetPasswordSchema = z.strictObject({ token: tokenSchema, password: passwordSchema });
export type ResetPasswordInput = z.infer<typeof resetPasswordSchema>;

export const verifyEmailSchema = z.strictObject({ token: tokenSchema });
export type VerifyEmailInput = z.infer<typeof verifyEmailSchema>;

export const placeSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  address: z.string(),
  kind: z.string(),
  lat: z.number(),
  lng: z.number(),
});
export type Place = z.infer<typeof placeSchema>;
export const placeQuerySchema = z.strictObject({
  search: z.string().trim().max(200).optional(),
  limit: z.coerce.number().int().min(1).max(50).default(10),
});
