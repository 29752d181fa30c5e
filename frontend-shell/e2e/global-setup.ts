/**
 * Playwright's global setup: the servers the app sends to, the SMTP server (mail-catcher.ts)
 * and the SMS provider's API (sms-catcher.ts). The returned function stops both.
 */
import startMailCatcher from './mail-catcher';
import { startSmsCatcher } from './sms-catcher';

export default async function globalSetup(): Promise<() => Promise<void>> {
  const stops = await Promise.all([startMailCatcher(), startSmsCatcher()]);
  return async () => {
    await Promise.all(stops.map((stop) => stop()));
  };
}
