import { screen } from '@testing-library/react';
import { CenteredSpinner, Spinner } from '../components/Spinner';
import { Skeleton, SkeletonCard } from '../components/Skeleton';
import { MapPinIcon, SearchIcon, StarsIcon } from '../icons';
import * as ui from '../index';
import { space, theme } from '../theme';
import { renderWithTheme } from '../test-utils';

describe('theme helpers', () => {
  it('exposes the spacing scale in px', () => {
    expect(theme.space[4]).toBe(16);
    expect(space(6)).toBe('32px');
    expect(theme.media.md).toBe('@media (min-width: 768px)');
  });
});

describe('Spinner and Skeleton', () => {
  it('Spinner is a status with a text label', () => {
    renderWithTheme(<Spinner label="Loading hotels" />);
    expect(screen.getByRole('status')).toHaveTextContent('Loading hotels');
  });

  it('CenteredSpinner defaults to "Loading"', () => {
    renderWithTheme(<CenteredSpinner />);
    expect(screen.getByRole('status', { name: '' })).toHaveTextContent('Loading');
  });

  it('skeletons are hidden from assistive technology', () => {
    const { container } = renderWithTheme(
      <>
        <Skeleton width={120} height="2rem" />
        <SkeletonCard />
      </>,
    );
    const roots = Array.from(container.children);
    expect(roots).toHaveLength(2);
    roots.forEach((el) => expect(el).toHaveAttribute('aria-hidden', 'true'));
  });
});

describe('icons', () => {
  it('are decorative by default and labelled with a title', () => {
    const { container } = renderWithTheme(
      <>
        <SearchIcon />
        <MapPinIcon title="Location" size={16} />
      </>,
    );
    expect(container.querySelector('svg')).toHaveAttribute('aria-hidden', 'true');
    const pin = screen.getByRole('img', { name: 'Location' });
    expect(pin).toHaveAttribute('width', '16');
    expect(pin).toHaveAttribute('viewBox', '0 0 24 24');
  });

  it('draws a rating as one row of stars, the first ones filled, as wide as separate stars', () => {
    const { container } = renderWithTheme(<StarsIcon filled={3} size={16} />);
    const drawings = container.querySelectorAll('svg');
    expect(drawings).toHaveLength(1);
    // Five stars of 16px, 2px apart.
    expect(drawings[0]).toHaveAttribute('width', String(5 * 16 + 4 * 2));
    expect(drawings[0]).toHaveAttribute('viewBox', `0 0 ${5 * 24 + 4 * 3} 24`);
    expect(drawings[0]).toHaveAttribute('aria-hidden', 'true');
    const stars = Array.from(drawings[0].querySelectorAll('path'));
    expect(stars.map((star) => star.getAttribute('data-filled'))).toEqual([
      'true',
      'true',
      'true',
      'false',
      'false',
    ]);
    expect(stars.map((star) => star.getAttribute('fill'))).toEqual([
      'currentColor',
      'currentColor',
      'currentColor',
      'none',
      'none',
    ]);
  });

  it('the index exports every icon with the Icon suffix', () => {
    const names = `Search Menu Close ChevronDown ChevronLeft ChevronRight ArrowLeft Star MapPin
      Calendar Clock Users Phone Mail Check CheckCircle AlertTriangle Info Home Building Car
      Ticket Compass Sparkles Globe Shield CreditCard Smartphone Wifi Coffee Utensils Waves
      Mountain Music Sun Heart Fuel Seat Navigation Bed Bath Ruler LogOut User MessageCircle
      HelpCircle Printer Plus Minus Upload FileText Trash Stars`.split(/\s+/);
    const exported = ui as unknown as Record<string, unknown>;
    for (const name of names) expect(typeof exported[`${name}Icon`]).toBe('function');
  });
});
