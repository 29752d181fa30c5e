/** Links of the navigation bar, in order (spec section 2). */
export const NAV_LINKS = [
  { to: '/', label: 'Home' },
  { to: '/hotels', label: 'Hotels' },
  { to: '/events', label: 'Events' },
  { to: '/cars', label: 'Cars' },
  { to: '/tours', label: 'Tours' },
  { to: '/real-estate', label: 'Real Estate' },
  { to: '/ai-planner', label: 'AI Planner' },
] as const;
