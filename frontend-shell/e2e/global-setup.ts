/**
 * Playwright's global setup: the servers the app sends to, the SMTP server (mail-catcher.ts)
 * and the SMS provider's API (sms-catcher.ts), and the map tiles the pages load
 * (tile-server.ts). The returned function stops them.
 */
import startMailCatcher from './mail-catcher';
import { startSmsCatcher } from './sms-catcher';
import { startTileServer } from './tile-server';

export default async function globalSetup(): Promise<() => Promise<void>> {
  const stops = await Promise.all([startMailCatcher(), startSmsCatcher(), startTileServer()]);
  return async () => {
    await Promise.all(stops.map((stop) => stop()));
  };
}
