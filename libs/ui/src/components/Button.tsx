import styled, { css } from 'styled-components';
import { omitProps } from './shared';
import { theme } from '../theme';

export type ButtonVariant = 'primary' | 'secondary' | 'outline' | 'ghost' | 'danger';
export type ButtonSize = 'sm' | 'md' | 'lg';

export interface ButtonProps {
  /** Default 'primary'. */
  variant?: ButtonVariant;
  /** Default 'md'. md and lg are at least 44px high (touch target). */
  size?: ButtonSize;
  fullWidth?: boolean;
}

const variantStyles = {
  primary: css`
    background: ${theme.colors.primary};
    color: ${theme.colors.textOnColor};
    &:hover:not(:disabled) {
      background: ${theme.colors.primaryHover};
    }
  `,
  secondary: css`
    background: ${theme.colors.secondary};
    color: ${theme.colors.textOnColor};
    &:hover:not(:disabled) {
      background: ${theme.colors.secondaryHover};
    }
  `,
  outline: css`
    background: ${theme.colors.surface};
    color: ${theme.colors.primary};
    border-color: ${theme.colors.primary};
    &:hover:not(:disabled) {
      background: ${theme.colors.primarySoft};
    }
  `,
  ghost: css`
    background: transparent;
    color: ${theme.colors.text};
    &:hover:not(:disabled) {
      background: ${theme.colors.surfaceMuted};
    }
  `,
  danger: css`
    background: ${theme.colors.danger};
    color: ${theme.colors.textOnColor};
    &:hover:not(:disabled) {
      background: ${theme.colors.dangerHover};
    }
  `,
};

const sizeStyles = {
  sm: css`
    min-height: 32px;
    padding: 0 ${theme.space[3]}px;
    font-size: ${theme.fontSizes.sm};
  `,
  md: css`
    min-height: ${theme.touchTarget}px;
    padding: 0 ${theme.space[4]}px;
    font-size: ${theme.fontSizes.md};
  `,
  lg: css`
    min-height: 52px;
    padding: 0 ${theme.space[5]}px;
    font-size: ${theme.fontSizes.lg};
  `,
};

/**
 * Button. Polymorphic through styled-components' `as`:
 * `<Button as={Link} to="/hotels" variant="outline">Hotels</Button>`.
 * Defaults to type="button" so it never submits a form by accident.
 */
export const Button = styled.button
  .withConfig({ shouldForwardProp: omitProps(['variant', 'size', 'fullWidth']) })
  .attrs<ButtonProps>((props) => ({
    // Only real <button>s get a default type; links rendered through `as` do not.
    type: (props as { as?: unknown }).as ? props.type : (props.type ?? 'button'),
  }))<ButtonProps>`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  gap: ${theme.space[2]}px;
  width: ${({ fullWidth }) => (fullWidth ? '100%' : 'auto')};
  border: 2px solid transparent;
  border-radius: ${theme.radii.md};
  font-family: inherit;
  font-weight: ${theme.fontWeights.semibold};
  line-height: 1.2;
  text-align: center;
  text-decoration: none;
  white-space: nowrap;
  cursor: pointer;
  user-select: none;
  transition:
    background-color 120ms ease,
    border-color 120ms ease;
  ${({ variant = 'primary' }) => variantStyles[variant]}
  ${({ size = 'md' }) => sizeStyles[size]}

  &:focus-visible {
    outline: 3px solid ${theme.colors.focus};
    outline-offset: 2px;
  }

  &:disabled,
  &[aria-disabled='true'] {
    cursor: not-allowed;
    opacity: 0.55;
  }

  svg {
    flex-shrink: 0;
  }
`;
