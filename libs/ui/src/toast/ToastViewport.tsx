import { createPortal } from 'react-dom';
import * as RadixToast from '@radix-ui/react-toast';
import styled, { css, keyframes } from 'styled-components';
import { passEscapeOn } from '../components/escape';
import { CloseIcon } from '../icons';
import {
  TOAST_DURATION_MS,
  TOAST_SWIPE_THRESHOLD_PX,
  dismissToast,
  type ToastRecord,
  type ToastVariant,
} from './store';
import { useToast } from './useToast';
import { theme } from '../theme';
import { useUiText } from '../uiText';

/**
 * The toasts themselves (loaded with the first toast; see ./Toaster.tsx), on Radix UI's Toast, with the product's toaster behaviour
 * (docs/product.md, constants): one toast at a time (the store keeps one), 5000 ms on screen,
 * paused while hovered or focused, dismissed by a swipe right past 50 px, by Escape or its
 * Close button; F8 moves focus to the notifications.
 */
export function ToastViewport() {
  const { toasts } = useToast();
  const text = useUiText();
  return (
    <RadixToast.Provider
      duration={TOAST_DURATION_MS}
      swipeDirection="right"
      swipeThreshold={TOAST_SWIPE_THRESHOLD_PX}
    >
      {toasts
        .filter((t) => t.open)
        .map((t) => (
          <ToastItem key={t.id} toast={t} />
        ))}
      {createPortal(
        // Outside the app's root, so a dialog that hides and disables the page behind it
        // leaves the notifications alone (../components/DialogPanel.tsx); Radix reads toasts
        // out through its own live region, so this one is marked but stays quiet.
        <div data-toast-region="" aria-live="off">
          <StyledViewport hotkey={HOTKEY} label={text.notifications} asChild>
            {/* Not a list: each toast carries the status or alert role, which a list item
                may not (axe: aria-allowed-role, list). */}
            <div />
          </StyledViewport>
        </div>,
        document.body,
      )}
    </RadixToast.Provider>
  );
}

const HOTKEY = ['F8'];

function ToastItem({ toast }: { toast: ToastRecord }) {
  const { id, title, description, variant, duration } = toast;
  const destructive = variant === 'destructive';
  const text = useUiText();
  return (
    <StyledToast
      open
      onOpenChange={(open) => {
        if (!open) dismissToast(id);
      }}
      duration={duration}
      // Failures are read out at once, other news when the reader is free; Radix announces
      // the text through its own live region, so the item itself stays quiet.
      type={destructive ? 'foreground' : 'background'}
      role={destructive ? 'alert' : 'status'}
      aria-live="off"
      onEscapeKeyDown={(event) => {
        // Escape closes a toast only when focus is in the notifications.
        const target = event.target instanceof Element ? event.target : null;
        if (!target?.closest('[data-toast-region]')) passEscapeOn(event);
      }}
      $variant={variant}
      asChild
    >
      <div>
        <StyledText>
          <StyledTitle>{title}</StyledTitle>
          {description ? <StyledDescription>{description}</StyledDescription> : null}
        </StyledText>
        <RadixToast.Close asChild>
          <StyledClose type="button" aria-label={text.close} $variant={variant}>
            <CloseIcon size={18} />
          </StyledClose>
        </RadixToast.Close>
      </div>
    </StyledToast>
  );
}

const slideIn = keyframes`
  from { transform: translateY(16px); opacity: 0; }
  to { transform: none; opacity: 1; }
`;

const StyledViewport = styled(RadixToast.Viewport)`
  position: fixed;
  z-index: ${theme.zIndices.toast};
  left: 0;
  right: 0;
  bottom: 0;
  display: flex;
  flex-direction: column;
  gap: ${theme.space[2]}px;
  padding: ${theme.space[3]}px;
  padding-bottom: max(${theme.space[3]}px, env(safe-area-inset-bottom));
  margin: 0;
  pointer-events: none;
  outline: none;
  ${theme.media.md} {
    left: auto;
    width: 420px;
    padding: ${theme.space[5]}px;
  }
  &:focus-visible {
    outline: 3px solid ${theme.colors.focus};
    outline-offset: -3px;
  }
`;

const variantStyles = {
  default: css`
    background: ${theme.colors.surface};
    color: ${theme.colors.text};
    border-color: ${theme.colors.border};
  `,
  destructive: css`
    background: ${theme.colors.danger};
    color: ${theme.colors.textOnColor};
    border-color: ${theme.colors.danger};
  `,
};

const StyledToast = styled(RadixToast.Root)<{ $variant: ToastVariant }>`
  display: flex;
  align-items: flex-start;
  gap: ${theme.space[3]}px;
  padding: ${theme.space[4]}px;
  border: 1px solid;
  border-radius: ${theme.radii.md};
  box-shadow: ${theme.shadows.lg};
  pointer-events: auto;
  animation: ${slideIn} 200ms ease-out;
  ${({ $variant }) => variantStyles[$variant]}

  /* Radix gives the swipe's distance; the toast follows the finger and fades. */
  &[data-swipe='move'] {
    transform: translateX(var(--radix-toast-swipe-move-x));
    opacity: 0.6;
  }
  &[data-swipe='cancel'] {
    transform: none;
    transition: transform 150ms ease;
  }
`;

const StyledText = styled.div`
  display: flex;
  flex-direction: column;
  gap: 2px;
  flex: 1 1 auto;
  min-width: 0;
`;

const StyledTitle = styled(RadixToast.Title)`
  font-weight: ${theme.fontWeights.semibold};
`;

const StyledDescription = styled(RadixToast.Description)`
  font-size: ${theme.fontSizes.sm};
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
  border-radius: ${theme.radii.sm};
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
