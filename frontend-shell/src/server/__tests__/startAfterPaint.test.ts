import { composePage } from '../html';
import { ENTRY_ATTRIBUTE, START_APP_SCRIPT, startApp } from '../startAfterPaint';

const TEMPLATE =
  '<!doctype html><html><head><title>Salone</title>' +
  '<script defer="defer" src="/main.abc123.js"></script></head>' +
  '<body><div id="root"></div></body></html>';

describe('a rendered page starts its app once it is painted', () => {
  beforeEach(() => {
    jest.useFakeTimers();
    document.head.innerHTML =
      '<link rel="preload" as="script" fetchpriority="low" href="/main.abc123.js" data-salone-entry>';
  });
  afterEach(() => jest.useRealTimers());

  const entryScripts = () =>
    [...document.head.querySelectorAll('script')].map((s) => new URL(s.src).pathname);

  it('fetches the entry from the start and runs it only through its own script', () => {
    const page = composePage(TEMPLATE, { head: '', body: '<p>page</p>', state: '{}' });
    expect(page).toContain(
      '<link rel="preload" as="script" fetchpriority="low" href="/main.abc123.js" data-salone-entry>',
    );
    expect(page).not.toContain('<script defer="defer" src="/main.abc123.js">');
    expect(page).toContain(`<script>${START_APP_SCRIPT}</script>`);
    // The script, sent as its own text, looks for the attribute the page is written with.
    expect(START_APP_SCRIPT).toContain(`'link[${ENTRY_ATTRIBUTE}]'`);
  });

  it('adds the entry script after the frame that paints the page, once', () => {
    startApp(window);
    expect(entryScripts()).toEqual([]);
    // jsdom's frames are timers too: the frame, then the task after it.
    jest.advanceTimersByTime(17);
    jest.advanceTimersByTime(1);
    expect(entryScripts()).toEqual(['/main.abc123.js']);
    // The fallback for a page without frames does not add it twice.
    jest.advanceTimersByTime(1000);
    expect(entryScripts()).toEqual(['/main.abc123.js']);
  });

  it('starts a page whose frames do not come (a background tab) after a second', () => {
    const frame = jest.spyOn(window, 'requestAnimationFrame').mockImplementation(() => 0);
    try {
      startApp(window);
      jest.advanceTimersByTime(999);
      expect(entryScripts()).toEqual([]);
      jest.advanceTimersByTime(1);
      expect(entryScripts()).toEqual(['/main.abc123.js']);
    } finally {
      frame.mockRestore();
    }
  });
});
