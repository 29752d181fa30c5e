import styled, { keyframes } from 'styled-components';
import { VisuallyHidden } from './VisuallyHidden';
import { theme } from '../theme';
import { useUiText } from '../uiText';

export interface SpinnerProps {
  /** Announced text. Default 'Loading'. */
  label?: string;
  /** px or one of 'sm' (16) | 'md' (24) | 'lg' (40). Default 'md'. */
  size?: number | 'sm' | 'md' | 'lg';
  className?: string;
}

const sizes = { sm: 16, md: 24, lg: 40 };

const spin = keyframes`
  to { transform: rotate(360deg); }
`;

const StyledSpinner = styled.span`
  display: inline-flex;
  color: ${theme.colors.primary};
  svg {
    animation: ${spin} 0.8s linear infinite;
  }
  @media (prefers-reduced-motion: reduce) {
    svg {
      animation-duration: 2.4s !important;
      animation-iteration-count: infinite !important;
    }
  }
`;

/** Loading indicator with a status role and a visually hidden label. */
export function Spinner({ label, size = 'md', className }: SpinnerProps) {
  const text = useUiText();
  const px = typeof size === 'number' ? size : sizes[size];
  return (
    <StyledSpinner role="status" className={className}>
      <svg width={px} height={px} viewBox="0 0 24 24" fill="none" aria-hidden="true">
        <circle cx="12" cy="12" r="9" stroke="currentColor" strokeOpacity="0.25" strokeWidth="3" />
        <path
          d="M21 12a9 9 0 0 0-9-9"
          stroke="currentColor"
          strokeWidth="3"
          strokeLinecap="round"
        />
      </svg>
      <VisuallyHidden>{label ?? text.loading}</VisuallyHidden>
    </StyledSpinner>
  );
}

const StyledCentered = styled.div`
  display: flex;
  align-items: center;
  justify-content: center;
  width: 100%;
  min-height: 100vh;
  min-height: 100dvh;
`;

/** Spinner centred in the viewport (e.g. while the session is being restored). */
export function CenteredSpinner({ label, size = 'lg' }: SpinnerProps) {
  return (
    <StyledCentered>
      <Spinner label={label} size={size} />
    </StyledCentered>
  );
}
