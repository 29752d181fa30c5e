import { inlineScript } from './inlineScript';

/**
 * What a visitor does on a server-rendered page before its scripts have taken it over is kept
 * and done once they have (docs/decisions/input-before-live-is-kept.md). On a slow phone the page
 * is on screen seconds before React is: without this, a tap on 'Book Now' or a filter chosen in
 * that time would do nothing.
 *
 * `keepEarlyInput` runs in the page's <head> as one small inline script (allowed by its hash
 * in the content security policy), so it is listening from the first paint. It keeps:
 * - a click on a button (or an element with a button's role) that React has not taken over
 *   yet: the click is held (the browser's own action, such as a form's submission, is stopped)
 *   and clicked again once React has the element;
 * - a click on a link to a page of this site, the same way: given to React once it has the
 *   link, it is a navigation within the app. Left to the browser, the app starting meanwhile
 *   could cancel it (its router rewrites the history entry), and React, part-way through
 *   taking the page over, could stop it and drop it. Should the link's part never be taken
 *   over, or the app fail to start (a script that does not load, or throws, before anything
 *   is live), the browser follows the link. Once a link is held the page is being left: what
 *   is done after (a second tap) counts for nothing. Other links (a new tab, mailto:, a place
 *   on the same page) are the browser's;
 * - a form submitted before React has it (Enter in a search box): submitted again then;
 * - a value typed or chosen in a field before React has it: React is told of it then, as if
 *   it had just been entered.
 * They are given to React in the order they happened, a click or a submission one per turn
 * and the values entered before it together; while anything is held, what follows is held
 * behind it, so nothing overtakes a value still to be given. The cursor shows progress while
 * something is held. What is still held after `GIVE_UP_MS` (the scripts did not come) is let
 * go, a link clicked followed by the browser.
 *
 * When React has an element: React keeps its props on each element it hydrates (an own
 * property `__reactProps$<id>`), but it sets them while rendering, before the part is
 * committed, and an event given to it in between is lost. So an element the server rendered
 * counts as taken over only once the app has said that the part holding it is committed:
 * each such part mounts `LiveSignal` (@salone/ui), whose effect sends `salone:live`; the
 * elements with React's props at that moment are taken over. An element React made itself
 * (a dialog) was never the server's and is React's from the start.
 *
 * The function is sent as its source text, so it uses nothing from outside its body.
 */
export function keepEarlyInput(win: Window): () => void {
  const doc = win.document;
  const CONTROLS = 'button, [role="button"]';
  /** Every kind of element something can be held on (a click, a submission, a value): the
   * only ones whose being rendered or taken over is ever asked about. */
  const KEPT = CONTROLS + ', a[href], form, input, textarea, select';
  const POLL_MS = 50;
  const GIVE_UP_MS = 30000;
  type Held =
    | { kind: 'click'; element: HTMLElement; link?: { href: string; from: string } }
    | { kind: 'submit'; element: HTMLFormElement }
    | {
        kind: 'value';
        element: HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement;
        value: string;
      };
  const held: Held[] = [];
  let timer: number | undefined;
  let since = 0;

  const LIVE_EVENT = 'salone:live';
  /** What the server rendered (the page as parsed: the app starts after that), and what of it
   * React has taken over. */
  const rendered = new WeakSet<Element>();
  const taken = new WeakSet<Element>();
  let parsed = false;
  /** The page's elements of those kinds as parsed, kept as the browser lists them until first
   * asked about: the page is parsed while it is being painted, and a walk over them then is
   * time the first paint waits for; most pages are never asked. */
  let asParsed: NodeListOf<Element> | undefined;
  const wasRendered = (element: Element) => {
    if (asParsed) {
      Array.prototype.forEach.call(asParsed, (each: Element) => rendered.add(each));
      asParsed = undefined;
    }
    return rendered.has(element);
  };
  const root = () => doc.getElementById('root');
  const inApp = (element: Element) => {
    const app = root();
    return app !== null && app.contains(element);
  };
  const hasProps = (element: Element) =>
    Object.keys(element).some((key) => key.indexOf('__reactProps$') === 0);
  const takenOver = (element: Element) => parsed && (!wasRendered(element) || taken.has(element));
  /** What happens while something is held waits its turn behind it, in order. */
  /** True while an event held is given again: the listeners below let it through. */
  let replaying = false;
  const mustHold = (element: Element) =>
    !replaying && !failed && (held.length > 0 || settling || !takenOver(element));
  let lastLive = 0;
  /**
   * Ready to be given to React: taken over, or, should a part never say it is live, with
   * React's props two seconds after the last part that did.
   */
  const ready = (element: Element) =>
    takenOver(element) || (lastLive > 0 && Date.now() - lastLive > 2000 && hasProps(element));
  const each = (visit: (element: Element) => void) => {
    const app = root();
    if (app) Array.prototype.forEach.call(app.querySelectorAll(KEPT), visit);
  };
  const onParsed = () => {
    asParsed = root()?.querySelectorAll(KEPT);
    parsed = true;
  };
  const onLive = () => {
    lastLive = Date.now();
    each((element) => {
      if (hasProps(element)) taken.add(element);
    });
    replay();
  };
  const pending = (on: boolean) => {
    if (on) doc.documentElement.setAttribute('data-early-input', '');
    else doc.documentElement.removeAttribute('data-early-input');
  };

  /** Tells React of a value entered before it had the field (its own change events). */
  const replayValue = (
    field: HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement,
    entered: string,
  ) => {
    if (field.tagName === 'SELECT') {
      // React has put the list back to its own value by now.
      field.value = entered;
      field.dispatchEvent(new Event('change', { bubbles: true }));
      return;
    }
    const text = field as HTMLInputElement | HTMLTextAreaElement;
    if (entered === text.defaultValue) return;
    // React notices a change by comparing with the value it last saw: show it the rendered
    // value, then set the entered one past its notice, then send the events it listens to.
    text.value = text.defaultValue;
    const own = Object.getOwnPropertyDescriptor(Object.getPrototypeOf(text), 'value');
    if (own && own.set) own.set.call(text, entered);
    else text.value = entered;
    text.dispatchEvent(new Event('input', { bubbles: true }));
    text.dispatchEvent(new Event('change', { bubbles: true }));
  };

  /**
   * True from the moment values are given to React until the next task: React puts them into
   * its state in between, and whatever comes meanwhile (a click, even in the same task) is
   * held until then, so it sees them.
   */
  let settling = false;
  const settle = () => {
    settling = true;
    win.setTimeout(() => {
      settling = false;
    }, 0);
  };

  /**
   * Follows a held link as the browser would have (unless the app has gone elsewhere since);
   * false for anything else.
   */
  const follow = (entry: Held) => {
    if (entry.kind !== 'click' || !entry.link) return false;
    held.length = 0;
    if (win.location.href === entry.link.from) win.location.assign(entry.link.href);
    return true;
  };
  /** A link is held: the page is being left, so nothing done on it after counts. */
  const leaving = () => held.some((entry) => entry.kind === 'click' && entry.link !== undefined);
  /**
   * True once the app cannot start: its script, or a script it needs, failed to load, or it
   * threw, before any part was live. Nothing is held any more, and what was is let go.
   */
  let failed = false;

  const replay = () => {
    while (held.length > 0) {
      const next = held[0];
      if (!next.element.isConnected) {
        held.shift();
        // The part holding a link was replaced (it could not be taken over): the browser
        // goes where it led.
        if (follow(next)) return;
        continue;
      }
      if (settling && next.kind !== 'value') break;
      if (!ready(next.element)) break;
      held.shift();
      replaying = true;
      try {
        if (next.kind === 'click') next.element.click();
        else if (next.kind === 'submit') next.element.requestSubmit();
        else replayValue(next.element, next.value);
      } finally {
        replaying = false;
      }
      // Values entered one after another are given together, in the same task: given one,
      // React re-renders its form and puts every field of it it has not been told of yet back
      // to its own value, so a value given in a later turn could be lost to whatever the
      // visitor does to its field meanwhile. A click or a submission is given one per turn,
      // once React has what came before it.
      if (next.kind === 'value') settle();
      else if (held.length > 0) return;
    }
    if ((held.length === 0 && !settling) || failed || Date.now() - since > GIVE_UP_MS) {
      // Given up: a link clicked is still followed, by the browser.
      const link = held.find((entry) => entry.kind === 'click' && entry.link !== undefined);
      held.length = 0;
      if (link) follow(link);
      win.clearInterval(timer);
      timer = undefined;
      pending(false);
    }
  };

  const hold = (entry: Held) => {
    const again = held.find((h) => h.kind === 'value' && h.element === entry.element);
    if (again && again.kind === 'value' && entry.kind === 'value') {
      again.value = entry.value;
      return;
    }
    held.push(entry);
    pending(true);
    if (timer === undefined) {
      since = Date.now();
      timer = win.setInterval(replay, POLL_MS);
    }
  };

  /**
   * A link this page itself would follow: a plain click (no key held, the main button) on a
   * link to a page of this site, in this tab. Any other (a new tab, a download, mailto:) is
   * the browser's alone.
   */
  const followedHere = (link: HTMLAnchorElement, event: MouseEvent) =>
    event.button === 0 &&
    !event.ctrlKey &&
    !event.metaKey &&
    !event.shiftKey &&
    !event.altKey &&
    (!link.target || link.target === '_self') &&
    !link.hasAttribute('download') &&
    link.origin === win.location.origin &&
    // A place on this same page (#main) is not a navigation the app could cancel.
    !(link.hash && link.pathname === win.location.pathname && link.search === win.location.search);
  const onClick = (event: Event) => {
    const target = event.target as Element | null;
    if (!target || !target.closest) return;
    const control = target.closest<HTMLElement>(CONTROLS);
    const link = control ? null : target.closest<HTMLAnchorElement>('a[href]');
    const element = control || (link && followedHere(link, event as MouseEvent) ? link : null);
    if (!element || !inApp(element) || !mustHold(element)) return;
    // A click replayed below is React's to handle: it has the element by then.
    event.preventDefault();
    event.stopPropagation();
    // A link held already: the browser would be leaving the page, and a tap more (a double
    // tap on the same link) does nothing.
    if (leaving()) return;
    hold({
      kind: 'click',
      element,
      link: element === link ? { href: link.href, from: win.location.href } : undefined,
    });
  };
  const onSubmit = (event: Event) => {
    const form = event.target as HTMLFormElement | null;
    if (!form || !inApp(form) || !mustHold(form)) return;
    event.preventDefault();
    event.stopPropagation();
    // A submit button's click is held already, and submits when replayed.
    if (leaving() || held.some((h) => h.kind === 'click' && form.contains(h.element))) return;
    hold({ kind: 'submit', element: form });
  };
  const onEntered = (event: Event) => {
    const field = event.target as HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement;
    if (!field || !/^(INPUT|TEXTAREA|SELECT)$/.test(field.tagName)) return;
    // A box ticked stays ticked in the page, as the browser shows it (none is rendered on
    // the server: they are in the booking dialogs).
    if (field.type === 'checkbox' || field.type === 'radio') return;
    if (!inApp(field) || !mustHold(field) || leaving()) return;
    hold({ kind: 'value', element: field, value: field.value });
  };
  /** A script that failed to load (resource errors reach the window as it captures) or threw. */
  const onFailure = (event: Event) => {
    if (lastLive > 0) return;
    const target = event.target as Element | null;
    const script = target !== null && target.tagName === 'SCRIPT';
    if (!script && event.type === 'error' && !('error' in event)) return;
    failed = true;
    replay();
  };
  const listeners: [string, (event: Event) => void][] = [
    ['click', onClick],
    ['submit', onSubmit],
    ['input', onEntered],
    ['change', onEntered],
    [LIVE_EVENT, onLive],
  ];
  listeners.forEach(([type, listener]) => doc.addEventListener(type, listener, true));
  win.addEventListener('error', onFailure, true);
  if (doc.readyState === 'loading') doc.addEventListener('DOMContentLoaded', onParsed);
  else onParsed();
  /** Stops listening and lets go of anything held (for tests; the page never stops it). */
  return () => {
    listeners.forEach(([type, listener]) => doc.removeEventListener(type, listener, true));
    win.removeEventListener('error', onFailure, true);
    doc.removeEventListener('DOMContentLoaded', onParsed);
    held.length = 0;
    replay();
  };
}

/** The inline script for a rendered page's <head>: the function above, run at once. */
export const EARLY_INPUT_SCRIPT = inlineScript(keepEarlyInput);
