import { useT } from '@salone/i18n';
import { shellMessages, type ShellKey } from '../../i18n';

/**
 * Texts of the account flows (docs/product.md: states, validation, errors), by their message in
 * the shell's catalogue.
 */
export const AUTH_TEXT = {
  loginFailedDialog: 'auth.loginFailedDialog',
  loginFailedPage: 'auth.loginFailedPage',
  loginFallback: 'auth.loginFallback',
  registrationFailedDialog: 'auth.registrationFailedDialog',
  registrationFailedPage: 'auth.registrationFailedPage',
  registrationFallback: 'auth.registrationFallback',
  networkFailure: 'common.noConnection',
  passwordsDoNotMatch: 'auth.passwordsDoNotMatch',
  welcomeTitle: 'auth.welcomeTitle',
  welcomeText: 'auth.welcomeText',
  accountCreatedTitle: 'auth.accountCreatedTitle',
  accountCreatedText: 'auth.accountCreatedText',
  registrationSuccessTitle: 'auth.registrationSuccessTitle',
  registrationSuccessText: 'auth.registrationSuccessText',
  signingIn: 'auth.signingIn',
  creatingAccount: 'auth.creatingAccount',
  forgotPassword: 'auth.forgotPassword',
  resetRequestTitle: 'auth.resetRequestTitle',
  resetFailed: 'auth.resetFailed',
  verifyBanner: 'auth.verifyBanner',
  resend: 'auth.resend',
  resendSentTitle: 'auth.resendSentTitle',
  resendFailed: 'auth.resendFailed',
  genericFallback: 'auth.genericFallback',
  phoneLabel: 'auth.phone.label',
  sendCode: 'auth.phone.sendCode',
  sendingCode: 'auth.phone.sendingCode',
  codeLabel: 'auth.phone.codeLabel',
  codeHint: 'auth.phone.codeHint',
  codeFailed: 'auth.phone.codeFailed',
  signInFailed: 'auth.phone.signInFailed',
  resendCode: 'auth.phone.resendCode',
  resendIn: 'auth.phone.resendIn',
  changeNumber: 'auth.phone.changeNumber',
  usePhone: 'auth.phone.usePhone',
  useEmail: 'auth.phone.useEmail',
  checking: 'auth.phone.checking',
  verifyCode: 'auth.phone.continue',
  phoneAdded: 'auth.phone.added',
  addPhoneTitle: 'auth.phone.addPhone',
  addEmailTitle: 'auth.phone.addEmail',
  addPhoneFailed: 'auth.phone.addPhoneFailed',
  emailAdded: 'auth.phone.emailAdded',
  addEmailFailed: 'auth.phone.addEmailFailed',
} as const satisfies Record<string, ShellKey>;

/** The password rule's length; the server also refuses common ones. */
export const PASSWORD_MIN_LENGTH = 8;

/**
 * The account texts in the page's language, and a form field's error: the schemas
 * (authSchemas.ts) name their message by its key.
 */
export function useAuthText() {
  const t = useT(shellMessages);
  const fieldError = (message: string | undefined) =>
    message === undefined ? undefined : t(message as ShellKey, { min: PASSWORD_MIN_LENGTH });
  return { t, fieldError };
}
