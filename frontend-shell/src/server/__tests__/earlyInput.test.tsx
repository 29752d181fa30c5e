import { useState, type FormEvent } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { LIVE_EVENT, LiveSignal } from '@salone/ui';
import { EARLY_INPUT_SCRIPT, keepEarlyInput } from '../earlyInput';

interface Seen {
  booked: number;
  /** Navigations within the app (the router's link handler). */
  followed: number;
  stars: string[];
  searched: string[];
}

/** What the page's handlers record into `seen`. */
const recorder = (seen: Seen) => ({
  book: () => (seen.booked += 1),
  follow: () => (seen.followed += 1),
  stars: (value: string) => seen.stars.push(value),
  search: (text: string) => seen.searched.push(text),
});

/** A rendered page's controls: a button, a filter and a search form, as the pages have them. */
function Page({ seen }: { seen: Seen }) {
  const record = recorder(seen);
  const [stars, setStars] = useState('');
  const [text, setText] = useState('');
  const search = (event: FormEvent) => {
    event.preventDefault();
    record.search(text);
  };
  return (
    <main>
      <button type="button" onClick={record.book}>
        Book Now
      </button>
      <a href="#about">About</a>
      <a
        href="/hotels"
        onClick={(event) => {
          event.preventDefault();
          record.follow();
        }}
      >
        Hotels
      </a>
      <select
        aria-label="Star rating"
        value={stars}
        onChange={(event) => {
          setStars(event.target.value);
          record.stars(event.target.value);
        }}
      >
        <option value="">All ratings</option>
        <option value="5">5 stars</option>
      </select>
      <form role="search" onSubmit={search}>
        <input aria-label="Search" value={text} onChange={(event) => setText(event.target.value)} />
        <button type="submit">Search</button>
      </form>
      <output>{text}</output>
      <LiveSignal />
    </main>
  );
}

const fresh = (): Seen => ({ booked: 0, followed: 0, stars: [], searched: [] });
const hotelsLink = () => root().querySelector<HTMLAnchorElement>('a[href="/hotels"]')!;
const root = () => document.getElementById('root')!;
const button = (name: string) =>
  [...root().querySelectorAll('button')].find((b) => b.textContent === name)!;
const field = <T extends Element>(label: string) =>
  root().querySelector<T>(`[aria-label="${label}"]`)!;

/** What the browser does when someone types into a field. */
function type(input: HTMLInputElement, text: string) {
  input.value = text;
  input.dispatchEvent(new Event('input', { bubbles: true }));
}

function choose(select: HTMLSelectElement, value: string) {
  select.value = value;
  select.dispatchEvent(new Event('change', { bubbles: true }));
}

const settled = (check: () => boolean) =>
  new Promise<void>((resolve, reject) => {
    const started = Date.now();
    const poll = () => {
      if (check()) resolve();
      else if (Date.now() - started > 3000) reject(new Error('not settled in 3 s'));
      else setTimeout(poll, 20);
    };
    poll();
  });

describe('what is entered on a rendered page before it is live', () => {
  let stop: (() => void) | undefined;
  let hydrated: Root | undefined;
  // React works here as in the page: on its own schedule, not inside act().
  const actEnvironment = globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean };
  const wasAct = actEnvironment.IS_REACT_ACT_ENVIRONMENT;
  beforeAll(() => (actEnvironment.IS_REACT_ACT_ENVIRONMENT = false));
  afterAll(() => (actEnvironment.IS_REACT_ACT_ENVIRONMENT = wasAct));

  beforeEach(() => {
    document.body.innerHTML = `<div id="root">${renderToString(<Page seen={fresh()} />)}</div>`;
  });
  afterEach(() => {
    stop?.();
    hydrated?.unmount();
    hydrated = undefined;
  });

  /** Hydrates the page and waits until it has said it is live. */
  const hydrate = async (seen: Seen) => {
    let live = false;
    const onLive = () => (live = true);
    document.addEventListener('salone:live', onLive);
    hydrated = hydrateRoot(root(), <Page seen={seen} />);
    await settled(() => live);
    document.removeEventListener('salone:live', onLive);
  };

  it('is held, shown as on its way, and done in order once React has the page', async () => {
    stop = keepEarlyInput(window);
    const seen = fresh();
    type(field<HTMLInputElement>('Search'), 'Bo');
    choose(field<HTMLSelectElement>('Star rating'), '5');
    button('Book Now').click();
    button('Search').click();

    expect(document.documentElement.hasAttribute('data-early-input')).toBe(true);
    // The browser's own action is stopped: the search form is not sent as a page load.
    await hydrate(seen);
    await settled(() => seen.searched.length > 0);

    expect(seen).toEqual({ booked: 1, followed: 0, stars: ['5'], searched: ['Bo'] });
    expect(root().querySelector('output')!.textContent).toBe('Bo');
    expect(document.documentElement.hasAttribute('data-early-input')).toBe(false);
  });

  it('leaves alone what React already has, and links', async () => {
    stop = keepEarlyInput(window);
    const seen = fresh();
    await hydrate(seen);
    button('Book Now').click();
    const link = root().querySelector('a')!;
    const followed = link.dispatchEvent(
      new MouseEvent('click', { bubbles: true, cancelable: true }),
    );

    expect(seen.booked).toBe(1);
    expect(followed).toBe(true);
    expect(document.documentElement.hasAttribute('data-early-input')).toBe(false);
  });

  it('holds a link clicked before React has it, and gives it to React once live', async () => {
    stop = keepEarlyInput(window);
    const seen = fresh();
    // Where React listens: the app's root.
    const reached: string[] = [];
    const react = (event: Event) => reached.push((event.target as Element).tagName);
    root().addEventListener('click', react, true);
    const click = (link: HTMLAnchorElement, init: MouseEventInit = {}) =>
      link.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true, ...init }));
    try {
      // A link opened in a new tab, and a place on the same page, are the browser's.
      expect(click(hotelsLink(), { ctrlKey: true })).toBe(true);
      expect(click(root().querySelector<HTMLAnchorElement>('a[href="#about"]')!)).toBe(true);
      expect(reached).toEqual(['A', 'A']);
      reached.length = 0;
      // A plain click: neither the browser (which the starting app could cancel) nor React
      // has it yet. A second tap, and a tap on a button after it, count for nothing: the
      // page is being left.
      expect(click(hotelsLink())).toBe(false);
      expect(click(hotelsLink())).toBe(false);
      button('Book Now').click();
      expect(reached).toEqual([]);
      expect(document.documentElement.hasAttribute('data-early-input')).toBe(true);
      await hydrate(seen);
      await settled(() => seen.followed > 0);
      await new Promise((resolve) => setTimeout(resolve, 200));
      expect(seen).toEqual({ booked: 0, followed: 1, stars: [], searched: [] });
      expect(reached).toEqual(['A']);
      expect(document.documentElement.hasAttribute('data-early-input')).toBe(false);
    } finally {
      root().removeEventListener('click', react, true);
    }
  });

  /** The page's window, with a location that records where it is sent. */
  const pageWindow = (assign: jest.Mock) => {
    const location = {
      origin: window.location.origin,
      href: window.location.href,
      pathname: window.location.pathname,
      search: window.location.search,
      assign,
    };
    const page = {
      document,
      location,
      setInterval: window.setInterval.bind(window),
      clearInterval: window.clearInterval.bind(window),
      setTimeout: window.setTimeout.bind(window),
      addEventListener: window.addEventListener.bind(window),
      removeEventListener: window.removeEventListener.bind(window),
    } as unknown as Window;
    return { page, location };
  };

  it('has the browser follow a link held when the scripts never come, or its part is gone', () => {
    jest.useFakeTimers();
    const assign = jest.fn();
    const { page, location } = pageWindow(assign);
    try {
      stop = keepEarlyInput(page);
      const link = hotelsLink();
      link.click();
      expect(assign).not.toHaveBeenCalled();
      jest.advanceTimersByTime(31_000);
      expect(assign).toHaveBeenCalledWith(link.href);
      expect(document.documentElement.hasAttribute('data-early-input')).toBe(false);

      // The part holding it replaced (it could not be taken over): followed at once.
      assign.mockClear();
      link.click();
      link.remove();
      jest.advanceTimersByTime(100);
      expect(assign).toHaveBeenCalledWith(link.href);

      // Unless the app has gone elsewhere meanwhile.
      assign.mockClear();
      root().querySelector('main')!.append(link);
      link.click();
      location.href = `${window.location.origin}/events`;
      link.remove();
      jest.advanceTimersByTime(100);
      expect(assign).not.toHaveBeenCalled();
    } finally {
      jest.useRealTimers();
    }
  });

  it('lets go at once when the app cannot start: the browser follows the link', () => {
    jest.useFakeTimers();
    const assign = jest.fn();
    const { page } = pageWindow(assign);
    try {
      stop = keepEarlyInput(page);
      hotelsLink().click();
      // The entry script does not load.
      const script = document.createElement('script');
      document.head.append(script);
      script.dispatchEvent(new Event('error'));
      expect(assign).toHaveBeenCalledWith(hotelsLink().href);
      expect(document.documentElement.hasAttribute('data-early-input')).toBe(false);
      // From then on nothing is held, as without scripts.
      button('Book Now').click();
      expect(document.documentElement.hasAttribute('data-early-input')).toBe(false);
      script.remove();
    } finally {
      jest.useRealTimers();
    }
  });

  it('holds what React has rendered but not yet committed, until its part says it is live', async () => {
    stop = keepEarlyInput(window);
    const seen = fresh();
    // React's props on the element, as while it renders, but no signal yet.
    Object.assign(button('Book Now'), { __reactProps$test: {} });
    button('Book Now').click();
    expect(document.documentElement.hasAttribute('data-early-input')).toBe(true);
    await hydrate(seen);
    await settled(() => seen.booked === 1);
  });

  it('holds what happens while something is held behind it, so nothing overtakes it', async () => {
    stop = keepEarlyInput(window);
    const seen = fresh();
    choose(field<HTMLSelectElement>('Star rating'), '5');
    type(field<HTMLInputElement>('Search'), 'Bo');
    // The moment the page is live, the held values have just been given and React has not
    // put them into its state yet: a search sent now waits until it has.
    document.addEventListener('salone:live', () => button('Search').click(), { once: true });
    await hydrate(seen);
    await settled(() => seen.searched.length > 0);
    expect(seen).toEqual({ booked: 0, followed: 0, stars: ['5'], searched: ['Bo'] });
  });

  it('gives the values entered one after another together, so none is lost meanwhile', async () => {
    stop = keepEarlyInput(window);
    const seen = fresh();
    const search = field<HTMLInputElement>('Search');
    choose(field<HTMLSelectElement>('Star rating'), '5');
    type(search, 'Bo');
    // Given the filter, React re-renders the form and puts the search box back to its own
    // value until told of 'Bo'. Whatever comes for the box just after (here its change event,
    // sent as it loses focus, with what it shows) must not replace what was typed.
    const late = () => search.dispatchEvent(new Event('change', { bubbles: true }));
    document.addEventListener('salone:live', () => setTimeout(late, 0), { once: true });
    await hydrate(seen);
    button('Search').click();
    await settled(() => seen.searched.length > 0);
    expect(seen.stars).toEqual(['5']);
    expect(seen.searched).toEqual(['Bo']);
    expect(search.value).toBe('Bo');
  });

  it('holds a search sent with Enter (no submit button clicked) and sends it once live', async () => {
    stop = keepEarlyInput(window);
    const seen = fresh();
    type(field<HTMLInputElement>('Search'), 'Aberdeen');
    const form = root().querySelector('form')!;
    const sent = form.dispatchEvent(new Event('submit', { bubbles: true, cancelable: true }));
    expect(sent).toBe(false);

    await hydrate(seen);
    await settled(() => seen.searched.length > 0);
    expect(seen.searched).toEqual(['Aberdeen']);
  });

  it('lets go of what is held when the scripts never come', () => {
    jest.useFakeTimers();
    try {
      stop = keepEarlyInput(window);
      button('Book Now').click();
      expect(document.documentElement.hasAttribute('data-early-input')).toBe(true);
      jest.advanceTimersByTime(31_000);
      expect(document.documentElement.hasAttribute('data-early-input')).toBe(false);
    } finally {
      jest.useRealTimers();
    }
  });

  it('is sent as a script that uses nothing from outside itself', async () => {
    expect(EARLY_INPUT_SCRIPT).not.toContain('</');
    // Sent as its own text, it names the event LiveSignal sends.
    expect(EARLY_INPUT_SCRIPT).toContain(`'${LIVE_EVENT}'`);
    const seen = fresh();
    // Run as the page runs it: its text alone, with only the window.
    const run = new Function(
      'window',
      `return ${EARLY_INPUT_SCRIPT.replace(/\(window\);$/, '')}(window)`,
    );
    stop = run(window) as () => void;
    type(field<HTMLInputElement>('Search'), 'Bo');
    button('Book Now').click();
    expect(seen.booked).toBe(0);
    expect(document.documentElement.hasAttribute('data-early-input')).toBe(true);

    await hydrate(seen);
    await settled(() => seen.booked === 1);
    expect(root().querySelector('output')!.textContent).toBe('Bo');
  });
});
