import { z } from 'zod';
import { storableString } from './common';
import { LIMITS } from './limits';
import { MONEY_ACCESS } from './money';

export const ROLES = ['admin', 'user'] as const;
export const USER_STATUSES = ['active', 'pending', 'disabled'] as const;
export type Role = (typeof ROLES)[number];
export type UserStatus = (typeof USER_STATUSES)[number];

export const userSchema = z.object({
  id: z.number().int(),
  full_name: z.string(),
  email: z.string(),
  username: z.string().nullable(),
  role: z.enum(ROLES),
  status: z.enum(USER_STATUSES),
  created_at: z.string(),
  /** The language of the account's e-mails and calendar feed. */
  language: z.enum(['en', 'fr', 'ar']),
  /** The language the account last used in the app; null until it signs in with this version. */
  app_language: z.enum(['en', 'fr', 'ar']).nullable(),
  /** True until the account chooses a language for its e-mails: `language` then follows `app_language`. */
  language_follows_app: z.boolean(),
  daily_digest: z.boolean(),
  /** The "Mine" switch of the agenda, tomorrow and search, remembered for the account. */
  prefer_mine: z.boolean(),
  /** Whether the account sees the money of the dossiers (an administrator always writes it). */
  money: z.enum(MONEY_ACCESS),
});
export type User = z.infer<typeof userSchema>;
export const userResponse = z.object({ user: userSchema });

const email = z
  .string({ error: 'Email is required' })
  .trim()
  .toLowerCase()
  .max(LIMITS.shortText)
  .pipe(z.email({ error: 'Enter a valid email address' }));

export const passwordSchema = z
  .string({ error: 'Password is required' })
  .min(LIMITS.passwordMin, { error: `Password must be at least ${LIMITS.passwordMin} characters` })
  .max(LIMITS.passwordMax, { error: `Password must be at most ${LIMITS.passwordMax} characters` });

export const fullNameSchema = storableString({ error: 'Full name is required' })
  .trim()
  .min(1, { error: 'Full name is required' })
  .max(LIMITS.shortText);

export const registerBody = z.object({
  full_name: fullNameSchema,
  email,
  password: passwordSchema,
});
export type RegisterBody = z.infer<typeof registerBody>;

/** The register form adds the confirmation, checked in the browser only. */
export const registerForm = z
  .object({
    full_name: fullNameSchema,
    email: z.string().trim().min(1, { error: 'Email is required' }).pipe(z.email({ error: 'Enter a valid email address' })),
    password: passwordSchema,
    confirm_password: z.string(),
  })
  .refine((v) => v.password === v.confirm_password, {
    error: 'Passwords do not match',
    path: ['confirm_password'],
  });

export const loginBody = z.object({
  login: storableString({ error: 'Email or username is required' }).trim().min(1, { error: 'Email or username is required' }).max(LIMITS.shortText),
  password: z.string({ error: 'Password is required' }).min(1, { error: 'Password is required' }).max(LIMITS.passwordMax),
});
export type LoginBody = z.infer<typeof loginBody>;

export const usernameSchema = z
  .string()
  .trim()
  .toLowerCase()
  .min(3, { error: 'Username must be at least 3 characters' })
  .max(50, { error: 'Username must be at most 50 characters' })
  .regex(/^[a-z0-9._-]+$/, { error: 'Use letters, digits, dots, dashes or underscores' });

export const LANGUAGE_OR_FOLLOW = 'Choose a language, or to follow the app';

export const profileBody = z
  .object({
    full_name: fullNameSchema.optional(),
    username: z.union([usernameSchema, z.literal(''), z.null()]).transform((v) => (v === '' ? null : v)).optional(),
    /** The account's choice for its e-mails and calendar feed (it stops following the app). */
    language: z.enum(['en', 'fr', 'ar'], { error: 'Choose English, French or Arabic' }).optional(),
    /** The language the app is used in (the web app sends it at sign-in and when it changes). */
    app_language: z.enum(['en', 'fr', 'ar'], { error: 'Choose English, French or Arabic' }).optional(),
    /** true: e-mails and feed follow the app's language again; false: keep the current one. */
    language_follows_app: z.boolean().optional(),
    daily_digest: z.boolean().optional(),
    prefer_mine: z.boolean().optional(),
  })
  .refine((body) => !(body.language !== undefined && body.language_follows_app === true), { error: LANGUAGE_OR_FOLLOW, path: ['language'] });
export type ProfileBody = z.infer<typeof profileBody>;

export const passwordChangeBody = z.object({
  current_password: z.string({ error: 'Current password is required' }).min(1, { error: 'Current password is required' }).max(LIMITS.passwordMax),
  new_password: passwordSchema,
});

export const userPatchBody = z.object({
  role: z.enum(ROLES).optional(),
  status: z.enum(USER_STATUSES).optional(),
  money: z.enum(MONEY_ACCESS, { error: 'Choose no access, read or write' }).optional(),
});

export const passwordResetBody = z.object({ new_password: passwordSchema });

/** `POST /api/users` (admin): a colleague's account, active at once, with a password to pass on. */
export const userInviteBody = z.object({
  full_name: fullNameSchema,
  email,
  role: z.enum(ROLES, { error: 'Choose a role' }).default('user'),
});
export type UserInviteBody = z.infer<typeof userInviteBody>;
/** The temporary password is shown once: it is stored only as a hash. */
export const userInviteResponse = z.object({ user: userSchema, temporary_password: z.string() });
export type UserInviteResponse = z.infer<typeof userInviteResponse>;
