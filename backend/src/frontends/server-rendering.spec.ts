import { RENDERED_TTL_MS, RenderedPages } from './server-rendering.js';

/** The catalogue cache's change counter as the pages see it. */
class Catalogue {
  enabled = true;
  currentGeneration = 0;
  change() {
    this.currentGeneration += 1;
  }
}

describe('RenderedPages', () => {
  let catalogue: Catalogue;
  let now: number;
  let pages: RenderedPages;
  let renders: number;
  const render = (text = 'page') => {
    return () => {
      renders += 1;
      return Promise.resolve(`${text} ${renders}`);
    };
  };

  beforeEach(() => {
    catalogue = new Catalogue();
    now = 1_000_000;
    pages = new RenderedPages(catalogue, () => now);
    renders = 0;
  });

  it('keeps a rendered page by URL, with a strong ETag of its bytes', async () => {
    const first = await pages.get('/hotels', render());
    const again = await pages.get('/hotels', render());
    expect(again.etag).toBe(first.etag);
    expect(again.html.toString()).toBe('page 1');
    expect(renders).toBe(1);
    expect(first.etag).toMatch(/^"[\w-]{43}"$/);
    expect((await pages.get('/events', render())).etag).not.toBe(first.etag);
  });

  it('keeps one page per currency: a page in leones is never served for dollars', async () => {
    const dollars = await pages.get('/hotels', render('dollars'), 'en', 'USD');
    const leones = await pages.get('/hotels', render('leones'), 'en', 'SLE');
    expect(dollars.html.toString()).toBe('dollars 1');
    expect(leones.html.toString()).toBe('leones 2');
    expect((await pages.get('/hotels', render('x'), 'en', 'USD')).html.toString()).toBe(
      'dollars 1',
    );
    expect((await pages.get('/hotels', render('x'), 'en', 'SLE')).html.toString()).toBe('leones 2');
    expect(leones.etag).not.toBe(dollars.etag);
    expect(renders).toBe(2);
  });

  it('keeps one page per language and currency', async () => {
    const english = await pages.get('/hotels', render('en-leones'), 'en', 'SLE');
    const krio = await pages.get('/hotels', render('kri-leones'), 'kri', 'SLE');
    const krioDollars = await pages.get('/hotels', render('kri-dollars'), 'kri', 'USD');
    expect(english.html.toString()).toBe('en-leones 1');
    expect(krio.html.toString()).toBe('kri-leones 2');
    expect(krioDollars.html.toString()).toBe('kri-dollars 3');
    expect((await pages.get('/hotels', render('x'), 'kri', 'SLE')).html.toString()).toBe(
      'kri-leones 2',
    );
    expect(renders).toBe(3);
  });

  it('renders again once the catalogue changed', async () => {
    await pages.get('/hotels', render());
    catalogue.change();
    expect((await pages.get('/hotels', render())).html.toString()).toBe('page 2');
  });

  it('does not keep a page rendered while the catalogue changed', async () => {
    await pages.get('/hotels', () => {
      catalogue.change();
      return render()();
    });
    await pages.get('/hotels', render());
    expect(renders).toBe(2);
  });

  it('keeps nothing while the catalogue cache is off, and nothing past its time', async () => {
    catalogue.enabled = false;
    await pages.get('/hotels', render());
    await pages.get('/hotels', render());
    expect(renders).toBe(2);
    catalogue.enabled = true;
    await pages.get('/tours', render());
    now += RENDERED_TTL_MS + 1;
    await pages.get('/tours', render());
    expect(renders).toBe(4);
  });

  it('shares one render between requests that arrive together, and keeps no failure', async () => {
    let finish: (text: string) => void = () => undefined;
    const slow = () => new Promise<string>((resolve) => (finish = resolve));
    const both = Promise.all([pages.get('/cars', slow), pages.get('/cars', render())]);
    finish('slow page');
    const [a, b] = await both;
    expect(a).toBe(b);
    expect(renders).toBe(0);
    await expect(pages.get('/fails', () => Promise.reject(new Error('no')))).rejects.toThrow('no');
    expect((await pages.get('/fails', render())).html.toString()).toBe('page 1');
  });

  it('renders a page with dates for every request: its availability is never kept', async () => {
    const dated = '/hotels/1?checkIn=2027-01-10&checkOut=2027-01-12';
    await pages.get(dated, render());
    await pages.get(dated, render());
    await pages.get('/cars/2?pickupDate=2027-01-10&returnDate=2027-01-11', render());
    await pages.get('/cars/2?pickupDate=2027-01-10&returnDate=2027-01-11', render());
    expect(renders).toBe(4);
    expect(pages.size).toBe(0);
  });
});
