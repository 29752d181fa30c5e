import { CATALOGUE_SECTIONS } from '@salone/remotes';

/** Links of the navigation bar, in order (docs/product.md, screens); `key` names the label's message. */
export const NAV_LINKS = [
  { to: '/', label: 'Home', key: 'nav.home' },
  ...CATALOGUE_SECTIONS.map(({ section, label }) => ({
    to: `/${section}`,
    label,
    key: `nav.section.${section}` as const,
  })),
  { to: '/ai-planner', label: 'AI Planner', key: 'nav.planner' },
] as const;

/** Links for accounts with a role beyond traveller, after the others. */
export const ROLE_LINKS = [
  { role: 'operator', to: '/partner', label: 'Partner', key: 'nav.partner' },
  { role: 'admin', to: '/admin', label: 'Admin', key: 'nav.admin' },
] as const;
