import { defineCatalogue } from '@salone/i18n';
import type en from './messages/en.json';

/** A message of the planner's catalogue. */
export type PlannerKey = keyof typeof en;

/**
 * The planner's messages (form and its checks, the plan and its tools, the route map, saved and
 * shared plans, toasts), one language loaded at a time. The plan's own words (overview, day
 * titles, notes, tips, warnings, the refine reply) come from the API and are English.
 */
export const plannerMessages = defineCatalogue<PlannerKey>('planner', {
  en: () => import(/* webpackChunkName: "messages-planner-en" */ './messages/en.json'),
  kri: () => import(/* webpackChunkName: "messages-planner-kri" */ './messages/kri.json'),
  fr: () => import(/* webpackChunkName: "messages-planner-fr" */ './messages/fr.json'),
});
