import { defineEnglishOnlyCatalogue } from '@salone/i18n';
import type en from './messages/en.json';

/** A message of the partner portal's catalogue. */
export type PartnerKey = keyof typeof en;

/**
 * The partner portal's and admin console's messages. English only for now: every language is
 * shown the English (docs/decisions/partner-portal-english-only.md).
 */
export const partnerMessages = defineEnglishOnlyCatalogue<PartnerKey>(
  'partner',
  () => import(/* webpackChunkName: "messages-partner-en" */ './messages/en.json'),
);
