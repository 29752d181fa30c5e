import { screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { Badge } from '../components/Badge';
import { Button } from '../components/Button';
import { Grid, Stack } from '../components/layout';
import { renderWithTheme } from '../test-utils';

// Stand-in for react-router's Link: the polymorphic `as` must accept its props.
function FakeLink({
  to,
  children,
  ...rest
}: {
  to: string;
  children?: ReactNode;
  className?: string;
}) {
  return (
    <a href={to} {...rest}>
      {children}
    </a>
  );
}

describe('Button', () => {
  it('is a type="button" button and keeps style props off the DOM', () => {
    renderWithTheme(
      <Button variant="danger" size="lg" fullWidth onClick={() => {}}>
        Cancel booking
      </Button>,
    );
    const button = screen.getByRole('button', { name: 'Cancel booking' });
    expect(button).toHaveAttribute('type', 'button');
    expect(button).not.toHaveAttribute('variant');
    expect(button).not.toHaveAttribute('size');
    expect(button).not.toHaveAttribute('fullWidth');
    expect(button).not.toHaveAttribute('fullwidth');
  });

  it('keeps an explicit type and supports disabled', () => {
    renderWithTheme(
      <Button type="submit" disabled>
        Pay
      </Button>,
    );
    const button = screen.getByRole('button', { name: 'Pay' });
    expect(button).toHaveAttribute('type', 'submit');
    expect(button).toBeDisabled();
  });

  it('renders as another component (a router link) without button-only attributes', () => {
    renderWithTheme(
      <Button as={FakeLink} to="/hotels" variant="outline">
        Browse hotels
      </Button>,
    );
    const link = screen.getByRole('link', { name: 'Browse hotels' });
    expect(link).toHaveAttribute('href', '/hotels');
    expect(link).not.toHaveAttribute('type');
    expect(link).not.toHaveAttribute('variant');
  });

  it('renders every variant', () => {
    const variants = ['primary', 'secondary', 'outline', 'ghost', 'danger'] as const;
    renderWithTheme(
      <>
        {variants.map((v) => (
          <Button key={v} variant={v}>
            {v}
          </Button>
        ))}
      </>,
    );
    expect(screen.getAllByRole('button')).toHaveLength(5);
  });
});

describe('style-only props of other components', () => {
  it('Badge, Stack and Grid do not forward their props to the DOM', () => {
    renderWithTheme(
      <Stack gap={2} direction="row" data-testid="stack">
        <Badge tone="success" variant="solid">
          Confirmed
        </Badge>
        <Grid min={200} data-testid="grid" />
      </Stack>,
    );
    const badge = screen.getByText('Confirmed');
    expect(badge.tagName).toBe('SPAN');
    expect(badge).not.toHaveAttribute('tone');
    expect(badge).not.toHaveAttribute('variant');
    expect(screen.getByTestId('stack')).not.toHaveAttribute('direction');
    expect(screen.getByTestId('stack')).not.toHaveAttribute('gap');
    expect(screen.getByTestId('grid')).not.toHaveAttribute('min');
  });
});
