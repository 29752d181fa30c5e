import { useEffect, useRef, useState, type PointerEvent } from 'react';
import styled, { css, keyframes } from 'styled-components';
import { CloseIcon } from '../icons';
import {
  TOAST_SWIPE_THRESHOLD_PX,
  dismissToast,
  type ToastRecord,
  type ToastVariant,
} from './store';
import { useToast } from './useToast';

/**
 * Shows the toast store. Render once, near the root of the app. F8 moves focus to the
 * notifications region; a toast pauses its timer while hovered or focused.
 */
export function Toaster() {
  const { toasts } = useToast();
  const regionRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'F8') {
        event.preventDefault();
        regionRef.current?.focus();
      }
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, []);

  return (
    <StyledRegion ref={regionRef} role="region" aria-label="Notifications (F8)" tabIndex={-1}>
      {toasts
        .filter((t) => t.open)
        .map((t) => (
          <ToastItem key={t.id} toast={t} />
        ))}
    </StyledRegion>
  );
}

function ToastItem({ toast }: { toast: ToastRecord }) {
  const { id, title, description, variant, duration } = toast;
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const [offset, setOffset] = useState(0);
  const remaining = useRef(duration);
  const swipeStart = useRef<number | null>(null);
  const paused = hovered || focused;

  // Auto-dismiss; the time left is kept while paused.
  useEffect(() => {
    if (paused || !Number.isFinite(remaining.current)) return;
    const startedAt = Date.now();
    const timer = setTimeout(() => dismissToast(id), Math.max(0, remaining.current));
    return () => {
      clearTimeout(timer);
      remaining.current -= Date.now() - startedAt;
    };
  }, [paused, id]);

  const onPointerDown = (event: PointerEvent<HTMLDivElement>) => {
    if (event.pointerType === 'mouse' && event.button !== 0) return;
    swipeStart.current = event.clientX;
  };
  const onPointerMove = (event: PointerEvent<HTMLDivElement>) => {
    if (swipeStart.current === null) return;
    const delta = Math.max(0, event.clientX - swipeStart.current);
    // Capture only once a swipe is under way, so a tap still clicks the close button.
    if (delta > 4 && !event.currentTarget.hasPointerCapture?.(event.pointerId)) {
      event.currentTarget.setPointerCapture?.(event.pointerId);
    }
    setOffset(delta);
  };
  const onPointerUp = (event: PointerEvent<HTMLDivElement>) => {
    if (swipeStart.current === null) return;
    const delta = event.clientX - swipeStart.current;
    swipeStart.current = null;
    if (delta > TOAST_SWIPE_THRESHOLD_PX) dismissToast(id);
    else setOffset(0);
  };
  const onPointerCancel = () => {
    swipeStart.current = null;
    setOffset(0);
  };

  const destructive = variant === 'destructive';
  return (
    <StyledToast
      role={destructive ? 'alert' : 'status'}
      aria-live={destructive ? 'assertive' : 'polite'}
      aria-atomic="true"
      $variant={variant}
      style={
        offset
          ? {
              transform: `translateX(${offset}px)`,
              opacity: Math.max(0.3, 1 - offset / 200),
              transition: 'none',
            }
          : undefined
      }
      onPointerEnter={() => setHovered(true)}
      onPointerLeave={() => setHovered(false)}
      onFocus={() => setFocused(true)}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setFocused(false);
      }}
      onKeyDown={(event) => {
        if (event.key === 'Escape') dismissToast(id);
      }}
      onPointerDown={onPointerDown}
      onPointerMove={onPointerMove}
      onPointerUp={onPointerUp}
      onPointerCancel={onPointerCancel}
    >
      <StyledText>
        <StyledTitle>{title}</StyledTitle>
        {description ? <StyledDescription>{description}</StyledDescription> : null}
      </StyledText>
      <StyledClose
        type="button"
        aria-label="Close"
        $variant={variant}
        onClick={() => dismissToast(id)}
      >
        <CloseIcon size={18} />
      </StyledClose>
    </StyledToast>
  );
}

const slideIn = keyframes`
  from { transform: translateY(16px); opacity: 0; }
  to { transform: none; opacity: 1; }
`;

const StyledRegion = styled.div`
  position: fixed;
  z-index: ${({ theme }) => theme.zIndices.toast};
  left: 0;
  right: 0;
  bottom: 0;
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[2]}px;
  padding: ${({ theme }) => theme.space[3]}px;
  padding-bottom: max(${({ theme }) => theme.space[3]}px, env(safe-area-inset-bottom));
  pointer-events: none;
  outline: none;
  ${({ theme }) => theme.media.md} {
    left: auto;
    width: 420px;
    padding: ${({ theme }) => theme.space[5]}px;
  }
  &:focus-visible {
    outline: 3px solid ${({ theme }) => theme.colors.focus};
    outline-offset: -3px;
  }
`;

const variantStyles = {
  default: css`
    background: ${({ theme }) => theme.colors.surface};
    color: ${({ theme }) => theme.colors.text};
    border-color: ${({ theme }) => theme.colors.border};
  `,
  destructive: css`
    background: ${({ theme }) => theme.colors.danger};
    color: ${({ theme }) => theme.colors.textOnColor};
    border-color: ${({ theme }) => theme.colors.danger};
  `,
};

const StyledToast = styled.div<{ $variant: ToastVariant }>`
  display: flex;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space[3]}px;
  padding: ${({ theme }) => theme.space[4]}px;
  border: 1px solid;
  border-radius: ${({ theme }) => theme.radii.md};
  box-shadow: ${({ theme }) => theme.shadows.lg};
  pointer-events: auto;
  touch-action: pan-y;
  transition:
    transform 150ms ease,
    opacity 150ms ease;
  animation: ${slideIn} 200ms ease-out;
  ${({ $variant }) => variantStyles[$variant]}
`;

const StyledText = styled.div`
  display: flex;
  flex-direction: column;
  gap: 2px;
  flex: 1 1 auto;
  min-width: 0;
`;

const StyledTitle = styled.div`
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
`;

const StyledDescription = styled.div`
  font-size: ${({ theme }) => theme.fontSizes.sm};
  overflow-wrap: anywhere;
`;

const StyledClose = styled.button<{ $variant: ToastVariant }>`
  flex-shrink: 0;
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 32px;
  height: 32px;
  margin: -4px -4px 0 0;
  padding: 0;
  border: 0;
  border-radius: ${({ theme }) => theme.radii.sm};
  background: transparent;
  color: inherit;
  cursor: pointer;
  &:hover {
    background: ${({ theme, $variant }) =>
      $variant === 'destructive' ? theme.colors.dangerHover : theme.colors.surfaceMuted};
  }
  &:focus-visible {
    outline: 3px solid
      ${({ theme, $variant }) =>
        $variant === 'destructive' ? theme.colors.textOnColor : theme.colors.focus};
    outline-offset: 1px;
  }
`;
