import { sharedRateLimiter } from '../../platform/limits/rate-limiter';
import type { ApiEnv } from '../context';
import { accountPageAnswer, postedLocale, seeOther } from '../account-form';

/** Forms that check the current password (or send mail), per person in 15 minutes. */
const PASSWORD_CHECKS_PER_WINDOW = 10;

/**
 * One count for every account form that checks the password or mails: a stolen session cannot
 * guess the password through them, nor flood an inbox. Keyed by person (guards run after sign-in).
 */
export const accountPasswordLimit = sharedRateLimiter<ApiEnv>({
  name: 'account-password',
  windowMs: 15 * 60_000,
  limit: PASSWORD_CHECKS_PER_WINDOW,
  keyGenerator: (c) => c.get('user').id,
  handler: async (c) => {
    const section = c.req.path.includes('/two-factor/') ? 'twoFactor' : c.req.path.endsWith('/email') ? 'email' : 'password';
    return seeOther(accountPageAnswer(await postedLocale(c), section, { error: 'rate' }));
  },
});
