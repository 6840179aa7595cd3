import { z } from 'zod';
import { LOCALES } from '../locales';

const ZLocale = z.enum(LOCALES, { error: (issue) => `Unknown locale "${String(issue.input)}"; use one of ${LOCALES.join(', ')}` });

export const ZHost = z
  .string()
  .trim()
  .toLowerCase()
  .regex(
    /^(?=.{1,253}$)([a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?)(\.[a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?)*$/,
    'Invalid host name (use e.g. optik-muster.ch, without scheme or port)',
  );

export const ZCreateSiteRequest = z
  .object({
    name: z.string().trim().min(1, 'Site name is required').max(120),
    hosts: z.array(ZHost).min(1, 'At least one host is required'),
    locales: z.array(ZLocale).min(1, 'At least one locale is required').max(LOCALES.length),
    defaultLocale: ZLocale.optional(),
    healthOptics: z.boolean().default(false),
  })
  .transform((value) => ({ ...value, locales: [...new Set(value.locales)], defaultLocale: value.defaultLocale ?? value.locales[0] }))
  .refine((value) => value.defaultLocale !== undefined && value.locales.includes(value.defaultLocale), {
    message: 'The default locale must be one of the site locales',
    path: ['defaultLocale'],
  });
export type TCreateSiteRequest = z.input<typeof ZCreateSiteRequest>;

export const ZMemberRole = z.enum(['owner', 'admin', 'editor', 'optician']);

export const ZCreateUserRequest = z.object({
  email: z.email('Invalid e-mail address').trim().toLowerCase(),
  password: z.string().min(10, 'Password must be at least 10 characters').max(200),
  name: z.string().trim().max(120).optional(),
});

export const ZAddMemberRequest = z.object({
  email: z.email('Invalid e-mail address').trim().toLowerCase(),
  host: ZHost,
  role: ZMemberRole,
});
