import { CATALOGUE_SECTIONS } from '@salone/remotes';

/** Links of the navigation bar, in order (docs/product.md, screens). */
export const NAV_LINKS = [
  { to: '/', label: 'Home' },
  ...CATALOGUE_SECTIONS.map(({ section, label }) => ({ to: `/${section}`, label })),
  { to: '/ai-planner', label: 'AI Planner' },
] as const;

/** Links for accounts with a role beyond traveller, after the others. */
export const ROLE_LINKS = [
  { role: 'operator', to: '/partner', label: 'Partner' },
  { role: 'admin', to: '/admin', label: 'Admin' },
] as const;
