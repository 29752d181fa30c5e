/** The sample data's demo accounts end in this domain; production refuses to sign them in. */
export const DEMO_EMAIL_DOMAIN = '@demo.salone.sl';

export const isDemoAccountEmail = (email: string): boolean =>
  email.trim().toLowerCase().endsWith(DEMO_EMAIL_DOMAIN);
