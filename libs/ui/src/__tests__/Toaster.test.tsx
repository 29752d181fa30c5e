import { act, fireEvent, screen, within } from '@testing-library/react';
import { useToast } from '../toast/useToast';
import { Toaster } from '../toast/Toaster';
import {
  TOAST_DURATION_MS,
  TOAST_LIMIT,
  TOAST_REMOVE_DELAY_MS,
  TOAST_SWIPE_THRESHOLD_PX,
  dismissToast,
  resetToasts,
  toast,
} from '../toast/store';
import { renderWithTheme } from '../test-utils';

// jsdom has no PointerEvent; without it fireEvent.pointer* drops clientX.
beforeAll(() => {
  if (typeof window.PointerEvent === 'undefined') {
    class PointerEventPolyfill extends MouseEvent {
      pointerId: number;
      pointerType: string;
      constructor(type: string, init: PointerEventInit = {}) {
        super(type, init);
        this.pointerId = init.pointerId ?? 1;
        this.pointerType = init.pointerType ?? 'touch';
      }
    }
    Object.defineProperty(window, 'PointerEvent', {
      value: PointerEventPolyfill,
      configurable: true,
    });
  }
});

beforeEach(() => {
  jest.useFakeTimers();
  resetToasts();
});

afterEach(() => {
  act(() => resetToasts());
  jest.useRealTimers();
});

const notifications = () => screen.getByRole('region', { name: 'Notifications (F8)' });

/** Radix reads a new toast out through a live region of its own, a frame after it shows. */
function announcement(politeness: 'polite' | 'assertive') {
  act(() => jest.advanceTimersByTime(50));
  return document.querySelector(`[aria-live="${politeness}"]`);
}

describe('Toaster', () => {
  it("uses the product's constants", () => {
    expect(TOAST_LIMIT).toBe(1);
    expect(TOAST_DURATION_MS).toBe(5000);
    expect(TOAST_REMOVE_DELAY_MS).toBe(1000000);
    expect(TOAST_SWIPE_THRESHOLD_PX).toBe(50);
  });

  it('shows only the newest toast when two are fired', () => {
    renderWithTheme(<Toaster />);
    act(() => {
      toast({ title: 'Booking Created', description: 'Payment code: *144#' });
      toast({ title: 'Message Sent!', description: "We'll get back to you within 24 hours." });
    });
    const status = within(notifications()).getByRole('status');
    expect(status).toHaveTextContent('Message Sent!');
    expect(within(notifications()).getAllByRole('status')).toHaveLength(1);
    // A status is not a list item: the notifications are no list (axe: aria-allowed-role).
    expect(status.tagName).toBe('DIV');
    expect(status.closest('li, ol, ul')).toBeNull();
    expect(screen.queryByText('Booking Created')).not.toBeInTheDocument();
    expect(announcement('polite')).toHaveTextContent('Message Sent!');
  });

  it('dismisses after 5000 ms and removes the record after the remove delay', () => {
    let snapshot: ReturnType<typeof useToast>['toasts'] = [];
    function Probe() {
      snapshot = useToast().toasts;
      return null;
    }
    renderWithTheme(
      <>
        <Toaster />
        <Probe />
      </>,
    );
    act(() => {
      toast({ title: 'Itinerary Generated!' });
    });
    act(() => jest.advanceTimersByTime(TOAST_DURATION_MS - 1));
    expect(within(notifications()).getByRole('status')).toHaveTextContent('Itinerary Generated!');

    act(() => jest.advanceTimersByTime(1));
    expect(screen.queryByText('Itinerary Generated!')).not.toBeInTheDocument();
    expect(snapshot).toHaveLength(1);
    expect(snapshot[0].open).toBe(false);

    act(() => jest.advanceTimersByTime(TOAST_REMOVE_DELAY_MS));
    expect(snapshot).toHaveLength(0);
  });

  it('uses role="alert" for destructive toasts', () => {
    renderWithTheme(<Toaster />);
    act(() => {
      toast({
        title: 'Booking Failed',
        description: 'Unable to create booking. Please try again.',
        variant: 'destructive',
      });
    });
    expect(within(notifications()).getByRole('alert')).toHaveTextContent('Booking Failed');
    expect(within(notifications()).queryByRole('status')).not.toBeInTheDocument();
    expect(announcement('assertive')).toHaveTextContent('Booking Failed');
  });

  it('moves focus to the notifications on F8', () => {
    renderWithTheme(<Toaster />);
    expect(notifications()).not.toContainElement(document.activeElement as HTMLElement);
    fireEvent.keyDown(document.body, { key: 'F8', code: 'F8' });
    expect(notifications()).toContainElement(document.activeElement as HTMLElement);
  });

  it('dismisses on a swipe right past the threshold, not a shorter one', () => {
    renderWithTheme(<Toaster />);
    act(() => {
      toast({ title: 'Viewing Scheduled' });
    });
    const item = within(notifications()).getByRole('status');
    const swipe = (to: number) => {
      fireEvent.pointerDown(item, { clientX: 100, pointerId: 1 });
      fireEvent.pointerMove(item, { clientX: 130, pointerId: 1 });
      fireEvent.pointerMove(item, { clientX: to, pointerId: 1 });
      fireEvent.pointerUp(item, { clientX: to, pointerId: 1 });
    };

    swipe(100 + TOAST_SWIPE_THRESHOLD_PX);
    expect(within(notifications()).getByRole('status')).toBeInTheDocument();

    swipe(100 + TOAST_SWIPE_THRESHOLD_PX + 1);
    expect(screen.queryByText('Viewing Scheduled')).not.toBeInTheDocument();
  });

  it('closes from its Close button and through the handle or dismissToast()', () => {
    renderWithTheme(<Toaster />);
    act(() => {
      toast({ title: 'Welcome back!' });
    });
    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.queryByText('Welcome back!')).not.toBeInTheDocument();

    let handle: ReturnType<typeof toast> | undefined;
    act(() => {
      handle = toast({ title: 'Tickets Booked Successfully' });
    });
    act(() => handle?.dismiss());
    expect(within(notifications()).queryByRole('status')).not.toBeInTheDocument();

    act(() => {
      toast({ title: 'Account created!' });
    });
    act(() => dismissToast());
    expect(within(notifications()).queryByRole('status')).not.toBeInTheDocument();
  });

  it('pauses the timer while hovered', () => {
    renderWithTheme(<Toaster />);
    act(() => {
      toast({ title: 'Message Sent!' });
    });
    const item = within(notifications()).getByRole('status');
    act(() => jest.advanceTimersByTime(3000));
    fireEvent.pointerMove(item);
    act(() => jest.advanceTimersByTime(10000));
    expect(within(notifications()).getByRole('status')).toBeInTheDocument();
    fireEvent.pointerLeave(notifications());
    act(() => jest.advanceTimersByTime(1999));
    expect(within(notifications()).getByRole('status')).toBeInTheDocument();
    act(() => jest.advanceTimersByTime(1));
    expect(within(notifications()).queryByRole('status')).not.toBeInTheDocument();
  });
});
