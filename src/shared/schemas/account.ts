import { z } from 'zod';
import { LOCALES } from '../locales';

/**
 * The account forms (forgotten password, new password, the account page, the sign-in's second
 * step). Browsers post them urlencoded (they work without JavaScript); the same schemas check what
 * the pages' scripts send. Every field is a string as the browser sends it.
 */

/** better-auth's ceiling for a password (its `maxPasswordLength`). */
export const MAX_PASSWORD_LENGTH = 128;
// Longer is refused with its own sentence (newPasswordProblem), not as malformed input.
const password = z.string().max(MAX_PASSWORD_LENGTH * 4);
const locale = z.enum(LOCALES).catch('de');

export const ZForgotPasswordForm = z.object({ email: z.email().max(254), locale });
export type ForgotPasswordForm = z.infer<typeof ZForgotPasswordForm>;

export const ZResetPasswordForm = z.object({ token: z.string().min(1).max(200), password, confirmPassword: password, locale });
export type ResetPasswordForm = z.infer<typeof ZResetPasswordForm>;

/** A six-digit code of the authenticator app, or one of the backup codes (told apart by shape unless `method` says). */
export const ZTwoFactorCode = z.string().trim().min(6).max(32);
export const ZTwoFactorSignInForm = z.object({
  code: ZTwoFactorCode,
  method: z.enum(['totp', 'backup']).optional().catch(undefined),
  locale,
  next: z.string().max(2000).optional(),
});
export type TwoFactorSignInForm = z.infer<typeof ZTwoFactorSignInForm>;

export const ZAccountNameForm = z.object({ name: z.string().trim().min(1).max(120), locale });
export const ZAccountEmailForm = z.object({ email: z.email().max(254), locale });
export const ZAccountPasswordForm = z.object({ currentPassword: password.min(1), newPassword: password, confirmPassword: password, locale });
export const ZAccountSessionForm = z.object({ sessionId: z.string().min(1).max(200), locale });
export const ZAccountLocaleForm = z.object({ locale });
/** Turning two-factor on or off and new backup codes all ask for the password again. */
export const ZAccountTwoFactorPasswordForm = z.object({ password: password.min(1), locale });
export const ZAccountTwoFactorConfirmForm = z.object({ code: ZTwoFactorCode, locale });

/** The sections of the account page (anchors, and where a form's answer is shown). */
export const ACCOUNT_SECTIONS = ['name', 'email', 'password', 'sessions', 'twoFactor'] as const;
export type AccountSection = (typeof ACCOUNT_SECTIONS)[number];

/** Why an account form was refused: each is a sentence of the `editorAccount` catalogue. */
export const ACCOUNT_ERRORS = [
  'invalidName',
  'invalidEmail',
  'sameEmail',
  'wrongPassword',
  'tooShort',
  'tooLong',
  'common',
  'mismatch',
  'invalidCode',
  'reauthenticate',
  'notFound',
  'rate',
  'failed',
] as const;
export type AccountError = (typeof ACCOUNT_ERRORS)[number];

/** What an account form did: each is a sentence of the `editorAccount` catalogue. */
export const ACCOUNT_NOTICES = [
  'nameSaved',
  'emailSent',
  'emailChanged',
  'passwordChanged',
  'sessionRevoked',
  'othersRevoked',
  'twoFactorPending',
  'twoFactorOn',
  'twoFactorOff',
  'codesRenewed',
] as const;
export type AccountNotice = (typeof ACCOUNT_NOTICES)[number];

/** Why a new password was refused (reset and change alike). */
export type PasswordFormError = 'tooShort' | 'tooLong' | 'common' | 'mismatch';
