/** Texts of the account flows (docs/product.md: states, validation, errors). */
export const AUTH_TEXT = {
  loginFailedDialog: 'Login failed',
  loginFailedPage: 'Login Failed',
  loginFallback: 'Invalid email or password',
  registrationFailedDialog: 'Registration failed',
  registrationFailedPage: 'Registration Failed',
  registrationFallback: 'Unable to create account',
  networkFailure: 'Unable to connect to server',
  passwordsDoNotMatch: 'Passwords do not match',
  welcomeTitle: 'Welcome back!',
  welcomeText: 'You have been logged in successfully.',
  accountCreatedTitle: 'Account created!',
  accountCreatedText: 'Please log in with your new account.',
  registrationSuccessTitle: 'Registration Successful',
  registrationSuccessText: 'You can now log in with your credentials',
  signingIn: 'Signing in...',
  creatingAccount: 'Creating account...',
  forgotPassword: 'Forgot password?',
  resetRequestTitle: 'Check your email',
  resetFailed: 'Password reset failed',
  verifyBanner: 'Please verify your email address to book. We sent you a link.',
  resend: 'Resend',
  resendSentTitle: 'Email sent',
  resendFailed: 'Could not send the email',
  genericFallback: 'Something went wrong. Please try again.',
} as const;

/** The password rule's length; the server also refuses common ones. */
export const PASSWORD_MIN_LENGTH = 8;
