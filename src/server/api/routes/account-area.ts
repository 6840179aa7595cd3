import { accountRoutes } from './account';
import { accountTwoFactorRoutes } from './account-two-factor';
import { passwordResetRoutes } from './password-reset';
import { signInTwoFactorRoutes } from './sign-in-two-factor';

/** The routes of a person's account: forgotten password, the sign-in's second step, the account page. */
export const accountAreaRoutes = [...signInTwoFactorRoutes, ...passwordResetRoutes, ...accountRoutes, ...accountTwoFactorRoutes];
