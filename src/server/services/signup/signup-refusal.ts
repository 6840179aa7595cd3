import type { OnboardingErrorKey } from '../../../shared/schemas/onboarding';
import type { SignupErrorKey } from '../../../shared/schemas/signup';
import { AppError, type AppErrorCode } from '../../platform/app-error';

/**
 * A refusal of sign-up or of the wizard that a person can act on: a message key of the page's own
 * catalogue (`signup.errors` or `editorOnboarding.errors`) and the field it belongs to (null: the
 * form as a whole). The routes translate it into the page's language and put it at the field.
 */
export class PlatformFormRefusal extends AppError {
  constructor(
    code: AppErrorCode,
    readonly messageKey: SignupErrorKey | OnboardingErrorKey,
    readonly field: string | null,
  ) {
    super(code, { text: messageKey });
  }
}
