import { useEffect, useRef, useState, type KeyboardEvent } from 'react';
import * as RadixDialog from '@radix-ui/react-dialog';
import styled from 'styled-components';
import { CloseIcon } from '../icons';
import type { DialogProps, DialogSize } from './Dialog';
import { isPassedOnEscape } from './escape';
import { getFocusable } from './focus';
import { makeOthersInert } from './inert';
import { theme } from '../theme';
import { useUiText } from '../uiText';

const widths: Record<DialogSize, number> = { sm: 400, md: 560, lg: 800 };

/**
 * What stays usable beside an open dialog: the notifications, so an error toast can be read,
 * and Radix's focus guards at the edges of the page.
 */
const STAYS_LIVE = '[data-toast-region], [aria-live], [data-radix-focus-guard]';

/**
 * The dialog itself (loaded with the first dialog that opens; see ./Dialog.tsx), on Radix UI's
 * Dialog: portal to document.body, focus moved in and kept there,
 * Escape and a click on the overlay close it, focus returns to the element that opened it,
 * page scrolling is locked. On top of Radix: the rest of the page is `inert` while it is open,
 * a radio group counts as one Tab stop at the edges of the focus loop, and focus that falls
 * out (a focused button turns disabled while a request runs) is brought back. Renders
 * nothing when closed.
 */
export function DialogPanel({
  open,
  onOpenChange,
  title,
  description,
  children,
  size = 'md',
  closeLabel,
}: DialogProps) {
  const text = useUiText();
  // Radix mounts the portal one render after `open`: the effect waits for the panel itself.
  const [panel, setPanel] = useState<HTMLDivElement | null>(null);
  const openerRef = useRef<Element | null>(null);

  useEffect(() => {
    if (!open || !panel) return;
    const undoInert = makeOthersInert([panel, ...document.querySelectorAll(STAYS_LIVE)]);
    const stopRefocus = keepFocusInside(panel);
    return () => {
      stopRefocus();
      undoInert();
    };
  }, [open, panel]);

  return (
    <RadixDialog.Root open={open} onOpenChange={onOpenChange}>
      <RadixDialog.Portal>
        <StyledOverlay>
          <StyledPanel
            ref={setPanel}
            aria-modal="true"
            $maxWidth={widths[size]}
            onOpenAutoFocus={() => {
              openerRef.current = document.activeElement;
            }}
            onCloseAutoFocus={(event) => {
              event.preventDefault();
              const opener = openerRef.current;
              if (opener instanceof HTMLElement && opener.isConnected) opener.focus();
            }}
            onKeyDown={(event) => {
              if (event.key === 'Escape' && isPassedOnEscape(event.nativeEvent)) {
                onOpenChange(false);
                return;
              }
              loopOverRadioGroups(event);
            }}
          >
            <StyledHeader>
              <StyledTitle>{title}</StyledTitle>
              {description ? <StyledDescription>{description}</StyledDescription> : null}
            </StyledHeader>
            <StyledBody>{children}</StyledBody>
            {/* Last in DOM order so focus starts on the content (e.g. a form's first field). */}
            <RadixDialog.Close asChild>
              <StyledClose type="button" aria-label={closeLabel ?? text.close}>
                <CloseIcon size={20} />
              </StyledClose>
            </RadixDialog.Close>
          </StyledPanel>
        </StyledOverlay>
      </RadixDialog.Portal>
    </RadixDialog.Root>
  );
}

/**
 * Radix loops Tab between the first and last tabbable elements, and takes the first radio of
 * a group for the first; the browser's stop is the checked radio. At the two ends of the
 * loop, the stops are counted as the browser counts them.
 */
function loopOverRadioGroups(event: KeyboardEvent<HTMLDivElement>) {
  if (event.key !== 'Tab' || event.altKey || event.ctrlKey || event.metaKey) return;
  const stops = getFocusable(event.currentTarget);
  if (stops.length === 0) return;
  const first = stops[0];
  const last = stops[stops.length - 1];
  const active = document.activeElement;
  if (event.shiftKey && (active === first || active === event.currentTarget)) {
    event.preventDefault();
    last.focus();
  } else if (!event.shiftKey && active === last) {
    event.preventDefault();
    first.focus();
  }
}

/**
 * When the focused element inside `panel` turns disabled (a submit button while its request
 * runs), browsers drop its focus to the page behind the dialog, or leave it on a control that
 * no longer answers. Focus goes to the panel instead, and back to that element once it is
 * enabled again, so keyboard and screen-reader users stay in the dialog after an error.
 */
function keepFocusInside(panel: HTMLElement): () => void {
  let lastFocused: HTMLElement | null = null;
  let lost: HTMLElement | null = null;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const focusIsAdrift = (element: HTMLElement) => {
    const active = document.activeElement;
    return (
      !active || active === document.body || (active === element && element.matches(':disabled'))
    );
  };
  const rescue = (element: HTMLElement) => {
    lost = element;
    panel.focus();
  };
  const onFocusIn = (event: FocusEvent) => {
    if (event.target instanceof HTMLElement && event.target !== panel) lastFocused = event.target;
  };
  const onFocusOut = (event: FocusEvent) => {
    if (event.relatedTarget !== null || !(event.target instanceof HTMLElement)) return;
    const left = event.target;
    clearTimeout(timer);
    timer = setTimeout(() => {
      if (focusIsAdrift(left) && panel.isConnected) rescue(left);
    });
  };
  const observer = new MutationObserver(() => {
    if (lost) {
      if (document.activeElement === panel && lost.isConnected && !lost.matches(':disabled')) {
        lost.focus();
        lost = null;
      }
    } else if (lastFocused?.matches(':disabled') && focusIsAdrift(lastFocused)) {
      rescue(lastFocused);
    }
  });
  observer.observe(panel, { subtree: true, attributes: true, attributeFilter: ['disabled'] });
  panel.addEventListener('focusin', onFocusIn);
  panel.addEventListener('focusout', onFocusOut);
  return () => {
    clearTimeout(timer);
    observer.disconnect();
    panel.removeEventListener('focusin', onFocusIn);
    panel.removeEventListener('focusout', onFocusOut);
  };
}

const StyledOverlay = styled(RadixDialog.Overlay)`
  position: fixed;
  inset: 0;
  z-index: ${theme.zIndices.dialog};
  display: flex;
  align-items: center;
  justify-content: center;
  padding: ${theme.space[2]}px;
  background: ${theme.colors.overlay};
  ${theme.media.md} {
    padding: ${theme.space[5]}px;
  }
`;

const StyledPanel = styled(RadixDialog.Content)<{ $maxWidth: number }>`
  position: relative;
  display: flex;
  flex-direction: column;
  width: 100%;
  max-width: ${({ $maxWidth }) => $maxWidth}px;
  /* The overlay's padding keeps a margin around it; the body scrolls inside. */
  max-height: 100%;
  background: ${theme.colors.surface};
  color: ${theme.colors.text};
  border-radius: ${theme.radii.lg};
  box-shadow: ${theme.shadows.lg};
  overflow: hidden;
  &:focus {
    outline: none;
  }
`;

const StyledHeader = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${theme.space[1]}px;
  /* Room on the right for the close button. */
  padding: ${theme.space[4]}px 56px ${theme.space[3]}px ${theme.space[4]}px;
  border-bottom: 1px solid ${theme.colors.border};
  ${theme.media.md} {
    padding-left: ${theme.space[5]}px;
  }
`;

const StyledTitle = styled(RadixDialog.Title)`
  margin: 0;
  font-size: ${theme.fontSizes.xl};
  font-weight: ${theme.fontWeights.bold};
`;

const StyledDescription = styled(RadixDialog.Description)`
  margin: 0;
  font-size: ${theme.fontSizes.sm};
  color: ${theme.colors.textMuted};
`;

const StyledBody = styled.div`
  padding: ${theme.space[4]}px;
  overflow-y: auto;
  overscroll-behavior: contain;
  ${theme.media.md} {
    padding: ${theme.space[5]}px;
  }
`;

const StyledClose = styled.button`
  position: absolute;
  top: ${theme.space[2]}px;
  right: ${theme.space[2]}px;
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: ${theme.touchTarget}px;
  height: ${theme.touchTarget}px;
  padding: 0;
  border: 0;
  border-radius: ${theme.radii.md};
  background: transparent;
  color: ${theme.colors.textMuted};
  cursor: pointer;
  &:hover {
    background: ${theme.colors.surfaceMuted};
    color: ${theme.colors.text};
  }
  &:focus-visible {
    outline: 3px solid ${theme.colors.focus};
    outline-offset: 0;
  }
`;
