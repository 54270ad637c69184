import { z } from 'zod';
import { isoDateTime, requiredText } from './common.js';

export const PASSWORD_MIN = 8;
export const PASSWORD_MAX = 128;

export const emailSchema = z
  .string({ error: 'Email is required' })
  .trim()
  .toLowerCase()
  .min(1, 'Email is required')
  .max(254, 'Email must be at most 254 characters')
  .pipe(z.email('Enter a valid email address'));

export const passwordSchema = z
  .string({ error: 'Password is required' })
  .min(PASSWORD_MIN, `Password must be at least ${PASSWORD_MIN} characters`)
  .max(PASSWORD_MAX, `Password must be at most ${PASSWORD_MAX} characters`);

export const phoneNumberSchema = z
  .string({ error: 'Phone number is required' })
  .trim()
  .min(1, 'Phone number is required')
  .regex(/^\+?[0-9 ().-]{7,20}$/, 'Enter a valid phone number');

export const loginSchema = z.strictObject({
  email: emailSchema,
  password: z.string({ error: 'Password is required' }).min(1, 'Password is required').max(PASSWORD_MAX),
});
export type LoginInput = z.infer<typeof loginSchema>;

export const signupSchema = z.strictObject({
  firstName: requiredText('First name', 100),
  lastName: z.string().trim().max(100, 'Last name must be at most 100 characters').optional(),
  email: emailSchema,
  phoneNumber: phoneNumberSchema,
  password: passwordSchema,
});
export type SignupInput = z.infer<typeof signupSchema>;

/** The signed-in user as the API returns it (SPEC §3 "User"). */
export const sessionUserSchema = z.object({
  id: z.number().int(),
  firstName: z.string(),
  lastName: z.string().nullable(),
  fullName: z.string(),
  email: z.string(),
  phoneNumber: z.string().nullable(),
  isAdmin: z.boolean(),
  permissions: z.array(z.string()),
  Roles: z.array(z.object({ id: z.number().int(), name: z.string() })),
  createdAt: isoDateTime,
});
export type SessionUser = z.infer<typeof sessionUserSchema>;

export const sessionSchema = z.object({ user: sessionUserSchema, token: z.string() });
export type Session = z.infer<typeof sessionSchema>;
