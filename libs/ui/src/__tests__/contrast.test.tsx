import { badgeColors, type BadgeTone } from '../components/Badge';
import { theme } from '../theme';

// WCAG 2.x relative luminance and contrast ratio for #rrggbb colours.
function luminance(hex: string): number {
  const [r, g, b] = [1, 3, 5].map((i) => {
    const c = parseInt(hex.slice(i, i + 2), 16) / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

function contrast(a: string, b: string): number {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (hi + 0.05) / (lo + 0.05);
}

const { colors } = theme;
const AA = 4.5;

describe('theme contrast (WCAG AA, 4.5:1 for text)', () => {
  it('computes known ratios', () => {
    expect(contrast('#000000', '#ffffff')).toBeCloseTo(21, 5);
    expect(contrast('#ffffff', '#ffffff')).toBeCloseTo(1, 5);
  });

  it.each([
    ['text on surface', colors.text, colors.surface],
    ['text on background', colors.text, colors.background],
    ['text on surfaceMuted', colors.text, colors.surfaceMuted],
    ['textMuted on surface', colors.textMuted, colors.surface],
    ['textMuted on background', colors.textMuted, colors.background],
    ['textMuted on surfaceMuted', colors.textMuted, colors.surfaceMuted],
    ['white on primary', colors.textOnColor, colors.primary],
    ['white on primaryHover', colors.textOnColor, colors.primaryHover],
    ['white on secondary', colors.textOnColor, colors.secondary],
    ['white on secondaryHover', colors.textOnColor, colors.secondaryHover],
    ['white on danger (also destructive toasts)', colors.textOnColor, colors.danger],
    ['white on dangerHover', colors.textOnColor, colors.dangerHover],
    ['primary on surface (outline button)', colors.primary, colors.surface],
    ['primary on primarySoft (outline hover)', colors.primary, colors.primarySoft],
    ['secondary links on surface', colors.secondary, colors.surface],
    ['secondary links on background', colors.secondary, colors.background],
    ['danger error text on surface', colors.danger, colors.surface],
  ])('%s', (_name, fg, bg) => {
    expect(contrast(fg, bg)).toBeGreaterThanOrEqual(AA);
  });

  const tones: BadgeTone[] = ['neutral', 'primary', 'success', 'warning', 'danger', 'info'];
  it.each(tones)('badge tone %s, soft and solid', (tone) => {
    for (const variant of ['soft', 'solid'] as const) {
      const { color, background } = badgeColors(colors, tone, variant);
      expect(contrast(color, background)).toBeGreaterThanOrEqual(AA);
    }
  });

  it('form control borders and the focus ring reach 3:1 (non-text contrast)', () => {
    expect(contrast(colors.borderStrong, colors.surface)).toBeGreaterThanOrEqual(3);
    expect(contrast(colors.focus, colors.surface)).toBeGreaterThanOrEqual(3);
    expect(contrast(colors.focus, colors.background)).toBeGreaterThanOrEqual(3);
  });
});
