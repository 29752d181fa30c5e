import {
  useEffect,
  useId,
  useRef,
  type KeyboardEvent,
  type MouseEvent,
  type ReactNode,
} from 'react';
import { createPortal } from 'react-dom';
import styled from 'styled-components';
import { CloseIcon } from '../icons';
import { getFocusable } from './focus';

export type DialogSize = 'sm' | 'md' | 'lg';

export interface DialogProps {
  open: boolean;
  onOpenChange(open: boolean): void;
  title: ReactNode;
  description?: ReactNode;
  children?: ReactNode;
  /** Max width: sm 400px, md 560px (default), lg 800px. Near full width on phones. */
  size?: DialogSize;
  /** Accessible name of the close button. Default 'Close'. */
  closeLabel?: string;
}

const widths: Record<DialogSize, number> = { sm: 400, md: 560, lg: 800 };

// Body scroll lock shared by nested dialogs.
let lockCount = 0;
let savedOverflow = '';
function lockScroll() {
  if (lockCount++ === 0) {
    savedOverflow = document.body.style.overflow;
    document.body.style.overflow = 'hidden';
  }
}
function unlockScroll() {
  if (--lockCount === 0) document.body.style.overflow = savedOverflow;
}

/**
 * Modal dialog: portal to document.body, focus moved in and trapped, Escape and
 * overlay click close, focus returns to the opener. Renders nothing when closed.
 */
export function Dialog({
  open,
  onOpenChange,
  title,
  description,
  children,
  size = 'md',
  closeLabel = 'Close',
}: DialogProps) {
  const baseId = useId();
  const titleId = `${baseId}-title`;
  const descriptionId = `${baseId}-description`;
  const panelRef = useRef<HTMLDivElement>(null);
  const pressStartedInside = useRef<boolean | null>(null);
  const onOpenChangeRef = useRef(onOpenChange);
  useEffect(() => {
    onOpenChangeRef.current = onOpenChange;
  });

  useEffect(() => {
    if (!open) return;
    const previous = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    const panel = panelRef.current;
    // Respect an element that took focus itself (autoFocus); otherwise the first focusable.
    if (panel && !panel.contains(document.activeElement)) {
      (getFocusable(panel)[0] ?? panel).focus();
    }
    lockScroll();
    return () => {
      unlockScroll();
      if (previous?.isConnected) previous.focus();
    };
  }, [open]);

  if (!open || typeof document === 'undefined') return null;

  const close = () => onOpenChangeRef.current(false);

  const handleKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === 'Escape') {
      event.stopPropagation();
      close();
      return;
    }
    if (event.key !== 'Tab' || !panelRef.current) return;
    const focusable = getFocusable(panelRef.current);
    if (focusable.length === 0) {
      event.preventDefault();
      panelRef.current.focus();
      return;
    }
    const first = focusable[0];
    const last = focusable[focusable.length - 1];
    const active = document.activeElement;
    if (event.shiftKey && (active === first || active === panelRef.current)) {
      event.preventDefault();
      last.focus();
    } else if (!event.shiftKey && active === last) {
      event.preventDefault();
      first.focus();
    }
  };

  // Close on a click that both starts and ends on the overlay (not a text selection
  // drag that began inside the panel).
  const handleOverlayMouseDown = (event: MouseEvent<HTMLDivElement>) => {
    pressStartedInside.current = event.target !== event.currentTarget;
  };
  const handleOverlayClick = (event: MouseEvent<HTMLDivElement>) => {
    const startedInside = pressStartedInside.current;
    pressStartedInside.current = null;
    if (event.target === event.currentTarget && !startedInside) close();
  };

  return createPortal(
    <StyledOverlay onMouseDown={handleOverlayMouseDown} onClick={handleOverlayClick}>
      <StyledPanel
        ref={panelRef}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        aria-describedby={description ? descriptionId : undefined}
        tabIndex={-1}
        $maxWidth={widths[size]}
        onKeyDown={handleKeyDown}
      >
        <StyledHeader>
          <StyledTitle id={titleId}>{title}</StyledTitle>
          {description ? (
            <StyledDescription id={descriptionId}>{description}</StyledDescription>
          ) : null}
        </StyledHeader>
        <StyledBody>{children}</StyledBody>
        {/* Last in DOM order so focus starts on the content (e.g. a form's first field). */}
        <StyledClose type="button" aria-label={closeLabel} onClick={close}>
          <CloseIcon size={20} />
        </StyledClose>
      </StyledPanel>
    </StyledOverlay>,
    document.body,
  );
}

const StyledOverlay = styled.div`
  position: fixed;
  inset: 0;
  z-index: ${({ theme }) => theme.zIndices.dialog};
  display: flex;
  align-items: center;
  justify-content: center;
  padding: ${({ theme }) => theme.space[2]}px;
  background: ${({ theme }) => theme.colors.overlay};
  ${({ theme }) => theme.media.md} {
    padding: ${({ theme }) => theme.space[5]}px;
  }
`;

const StyledPanel = styled.div<{ $maxWidth: number }>`
  position: relative;
  display: flex;
  flex-direction: column;
  width: 100%;
  max-width: ${({ $maxWidth }) => $maxWidth}px;
  /* The overlay's padding keeps a margin around it; the body scrolls inside. */
  max-height: 100%;
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.text};
  border-radius: ${({ theme }) => theme.radii.lg};
  box-shadow: ${({ theme }) => theme.shadows.lg};
  overflow: hidden;
  &:focus {
    outline: none;
  }
`;

const StyledHeader = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[1]}px;
  /* Room on the right for the close button. */
  padding: ${({ theme }) => theme.space[4]}px 56px ${({ theme }) => theme.space[3]}px
    ${({ theme }) => theme.space[4]}px;
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  ${({ theme }) => theme.media.md} {
    padding-left: ${({ theme }) => theme.space[5]}px;
  }
`;

const StyledTitle = styled.h2`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.xl};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
`;

const StyledDescription = styled.p`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.textMuted};
`;

const StyledBody = styled.div`
  padding: ${({ theme }) => theme.space[4]}px;
  overflow-y: auto;
  overscroll-behavior: contain;
  ${({ theme }) => theme.media.md} {
    padding: ${({ theme }) => theme.space[5]}px;
  }
`;

const StyledClose = styled.button`
  position: absolute;
  top: ${({ theme }) => theme.space[2]}px;
  right: ${({ theme }) => theme.space[2]}px;
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: ${({ theme }) => theme.touchTarget}px;
  height: ${({ theme }) => theme.touchTarget}px;
  padding: 0;
  border: 0;
  border-radius: ${({ theme }) => theme.radii.md};
  background: transparent;
  color: ${({ theme }) => theme.colors.textMuted};
  cursor: pointer;
  &:hover {
    background: ${({ theme }) => theme.colors.surfaceMuted};
    color: ${({ theme }) => theme.colors.text};
  }
  &:focus-visible {
    outline: 3px solid ${({ theme }) => theme.colors.focus};
    outline-offset: 0;
  }
`;
