import type { SmtpCatcher } from './smtp-catcher.js';
import type { TestApp } from './test-app.js';

let counter = 0;

/** A password the sign-up rule accepts. */
export const TRAVELLER_PASSWORD = 'river-no-2';

export interface SignUpOptions {
  /** Follow the verification link (default true): an unverified account cannot book. */
  verify?: boolean;
  /** Where the app sends e-mail by SMTP in this test; otherwise the development mailbox. */
  mail?: SmtpCatcher;
}

/**
 * The first link to `path` (`/verify-email`, `/reset-password`) in the e-mails sent to
 * `email`, newest first: read from the SMTP catcher when given, otherwise from the
 * development mailbox; where e-mail is disabled, from the outbox event the e-mail would carry.
 * Waits up to 15 seconds for the e-mail to go out.
 */
export async function linkFromMail(
  t: TestApp,
  email: string,
  path: string,
  mail?: SmtpCatcher,
): Promise<string> {
  const pattern = new RegExp(`https?://[^\\s"<>]+${path}\\?token=[\\w-]+`, 'g');
  const newest = (texts: string[]) =>
    texts.flatMap((text) => text.match(pattern) ?? []).find(Boolean);
  const deadline = Date.now() + 15_000;
  for (;;) {
    let found: string | undefined;
    if (mail) {
      found = newest(
        mail
          .to(email)
          .map((m) => m.text)
          .reverse(),
      );
    } else {
      const res = await t.http.get('/api/dev/mailbox').query({ to: email });
      if (res.status === 200) {
        found = newest((res.body as { text: string }[]).map((m) => m.text));
      } else {
        const rows = (await t.dataSource.query(
          `SELECT payload->>'link' AS link FROM outbox_events
            WHERE aggregate_type = 'account' AND lower(payload->>'email') = lower($1)
            ORDER BY occurred_at DESC`,
          [email],
        )) as { link: string }[];
        found = newest(rows.map((row) => row.link));
      }
    }
    if (found) return found;
    if (Date.now() > deadline) throw new Error(`No ${path} link was e-mailed to ${email}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** The token of a link. */
export const tokenOf = (link: string): string => new URL(link).searchParams.get('token')!;

/** Verifies `email` the way its owner does: the link from the e-mail, posted by the page. */
export async function verifyAddress(t: TestApp, email: string, mail?: SmtpCatcher): Promise<void> {
  const link = await linkFromMail(t, email, '/verify-email', mail);
  await t.http
    .post('/api/auth/verify-email')
    .send({ token: tokenOf(link) })
    .expect(200);
}

/** The Cookie header value of a sign-in answer. */
export const cookieOf = (res: { headers: Record<string, unknown> }): string =>
  ([] as string[])
    .concat((res.headers['set-cookie'] as string[] | undefined) ?? [])
    .find((value) => value.startsWith('salone_session='))!
    .split(';')[0];

/**
 * Registers a new traveller, verifies the address through the e-mailed link (unless told
 * not to) and signs in; returns the Cookie header value and the user.
 */
export async function signUp(
  t: TestApp,
  options: SignUpOptions = {},
): Promise<{ cookie: string; email: string; id: string; password: string }> {
  counter += 1;
  const email = `traveller.${process.pid}.${Date.now()}.${counter}@example.com`;
  const password = TRAVELLER_PASSWORD;
  await t.http
    .post('/api/auth/register')
    .send({ firstName: 'Fatu', lastName: 'Conteh', email, password })
    .expect(201);
  if (options.verify !== false) await verifyAddress(t, email, options.mail);
  const res = await t.http.post('/api/auth/login').send({ email, password }).expect(200);
  return { cookie: cookieOf(res), email, id: res.body.id, password };
}

/** YYYY-MM-DD, `days` days from today (UTC). */
export const daysFromNow = (days: number): string =>
  new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
