import { defineCatalogue } from '@salone/i18n';
import type en from './messages/en.json';

/**
 * The booking remote's messages (the five lists, their detail pages, filters and cards, and the
 * booking dialogs), one language loaded at a time. `npm run strings -w @salone/i18n` counts them.
 */
export const bookingMessages = defineCatalogue<keyof typeof en>('booking', {
  en: () => import(/* webpackChunkName: "messages-booking-en" */ './messages/en.json'),
  kri: () => import(/* webpackChunkName: "messages-booking-kri" */ './messages/kri.json'),
  fr: () => import(/* webpackChunkName: "messages-booking-fr" */ './messages/fr.json'),
});

/** The booking remote's `t`. */
export type BookingKey = keyof typeof en;
