// Salone design tokens. Brand: the Sierra Leone flag's green, white and blue.
// Every text colour below is checked against its backgrounds (WCAG AA, 4.5:1) in
// __tests__/contrast.test.ts; components read colours from here and never hard-code them.
import type {} from './styled';

const breakpoints = { sm: 640, md: 768, lg: 1024, xl: 1280 } as const;

export const theme = {
  colors: {
    primary: '#0b6b2c',
    primaryHover: '#08561f',
    primarySoft: '#e6f4ea',
    secondary: '#005a9e',
    secondaryHover: '#004a82',
    secondarySoft: '#e5f0fa',
    text: '#1a2330',
    textMuted: '#4a5565',
    textOnColor: '#ffffff',
    background: '#f6f7f9',
    surface: '#ffffff',
    surfaceMuted: '#eef1f4',
    border: '#d5dbe1',
    // Form-control outlines: >= 3:1 against white (WCAG 1.4.11 non-text contrast).
    borderStrong: '#6b7785',
    danger: '#b42318',
    dangerHover: '#912018',
    dangerSoft: '#fdecea',
    success: '#166534',
    successSoft: '#e7f6ec',
    warning: '#8a4b00',
    warningSoft: '#fff4e0',
    info: '#005a9e',
    infoSoft: '#e5f0fa',
    focus: '#1d4ed8',
    overlay: 'rgba(12, 18, 28, 0.6)',
  },
  /** Spacing scale in px: theme.space[4] === 16. */
  space: [0, 4, 8, 12, 16, 24, 32, 48, 64] as const,
  radii: { sm: '4px', md: '8px', lg: '16px', pill: '9999px' },
  fontSizes: {
    xs: '0.75rem',
    sm: '0.875rem',
    md: '1rem',
    lg: '1.125rem',
    xl: '1.375rem',
    xxl: '1.75rem',
    display: 'clamp(2rem, 1.25rem + 3.5vw, 3rem)',
  },
  fontWeights: { regular: 400, medium: 500, semibold: 600, bold: 700 },
  lineHeights: { tight: 1.2, snug: 1.35, normal: 1.5 },
  fonts: {
    body: "system-ui, -apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, 'Noto Sans', sans-serif",
    heading:
      "system-ui, -apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, 'Noto Sans', sans-serif",
  },
  breakpoints,
  media: {
    sm: `@media (min-width: ${breakpoints.sm}px)`,
    md: `@media (min-width: ${breakpoints.md}px)`,
    lg: `@media (min-width: ${breakpoints.lg}px)`,
    xl: `@media (min-width: ${breakpoints.xl}px)`,
  },
  shadows: {
    sm: '0 1px 2px rgba(16, 24, 40, 0.08)',
    md: '0 4px 12px rgba(16, 24, 40, 0.12)',
    lg: '0 12px 32px rgba(16, 24, 40, 0.2)',
  },
  zIndices: { header: 100, overlay: 1000, dialog: 1010, toast: 1100 },
  layout: { maxWidth: 1200 },
  /** Minimum touch target (WCAG 2.5.8 asks 24px; we aim for 44px on md/lg controls). */
  touchTarget: 44,
} as const;

export type Theme = typeof theme;
export type SpaceIndex = 0 | 1 | 2 | 3 | 4 | 5 | 6 | 7 | 8;

/** `space(4)` -> '16px'. Out-of-range indexes fall back to the largest step. */
export function space(n: number): string {
  const scale = theme.space;
  const step = scale[Math.max(0, Math.min(scale.length - 1, Math.round(n)))];
  return `${step}px`;
}
