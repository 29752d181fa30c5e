import * as fs from 'node:fs';
import * as os from 'node:os';
import * as path from 'node:path';
import { REPOSITORY_ROOT } from '../src/common/paths.js';
import { scriptHash } from '../src/frontends/server-rendering.js';
import { startTestApp, type TestApp } from './support/test-app.js';

// The public pages rendered by the real server builds of the shell and the booking and planner
// remotes (`npm run build -w @salone/frontend-shell -w @salone/frontend-booking -w
// @salone/frontend-planner`, and the partner portal's browser build; the backend's test target
// builds them first), laid out as
// `npm start` lays them out. A process loads the shell's renderer once (Node keeps it by its
// real path, as a running app does), and a remote's module once loaded stays loaded, so the
// cases run in this order: the remotes' server builds missing, then broken, then built.

const built = (app: string, dir: string) => path.join(REPOSITORY_ROOT, app, dir);

/** The remotes with a server build: each page they render falls back on its own. */
const REMOTES = ['frontend-booking', 'frontend-planner'];

function layout(remotes: 'built' | 'missing' | 'throwing'): string {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'salone-ssr-'));
  for (const app of ['frontend-shell', ...REMOTES, 'frontend-partner']) {
    fs.mkdirSync(path.join(root, app));
    fs.symlinkSync(built(app, 'dist'), path.join(root, app, 'dist'));
  }
  const shellServer = built('frontend-shell', 'dist-server');
  fs.symlinkSync(shellServer, path.join(root, 'frontend-shell', 'dist-server'));
  for (const app of REMOTES) {
    const server = path.join(root, app, 'dist-server');
    if (remotes === 'built') {
      fs.cpSync(built(app, 'dist-server'), server, { recursive: true });
    } else if (remotes === 'throwing') {
      fs.mkdirSync(server);
      fs.writeFileSync(path.join(server, 'remoteEntry.js'), "throw new Error('a broken build');\n");
    }
  }
  return root;
}

const html = (t: TestApp, url: string) =>
  t.http.get(url).set('Accept', 'text/html,application/xhtml+xml').expect(200);

const head = (page: string) => page.slice(0, page.indexOf('</head>'));

/** The page as the browser would render it itself: the built index.html, untouched. */
const clientRendered = () =>
  fs.readFileSync(built('frontend-shell', path.join('dist', 'index.html')), 'utf8');

describe.each(['missing', 'throwing'] as const)(
  'a public page whose remote server build is %s',
  (remotes) => {
    let t: TestApp;
    let root: string;
    beforeAll(async () => {
      root = layout(remotes);
      t = await startTestApp({ FRONTEND_DIST_ROOT: root });
    });
    afterAll(async () => {
      await t.close();
      fs.rmSync(root, { recursive: true, force: true });
    });

    it('is served as today, to be rendered in the browser', async () => {
      const res = await html(t, '/hotels');
      expect(res.text).toBe(clientRendered());
      expect(res.headers['content-security-policy']).toContain("script-src 'self'");
    });

    it('the planner as well: its form is rendered in the browser, as today', async () => {
      expect((await html(t, '/ai-planner')).text).toBe(clientRendered());
    });

    it('does not keep the shell from rendering its own pages', async () => {
      const res = await html(t, '/about');
      expect(res.text).toContain('id="salone-state"');
    });
  },
);

describe('public pages rendered on the server', () => {
  let t: TestApp;
  let root: string;
  beforeAll(async () => {
    root = layout('built');
    t = await startTestApp({ FRONTEND_DIST_ROOT: root });
  });
  afterAll(async () => {
    await t.close();
    fs.rmSync(root, { recursive: true, force: true });
  });

  const stateOf = (page: string): { queries: Record<string, { status: string }> } => {
    const match = /<script type="application\/json" id="salone-state">([^<]*)<\/script>/.exec(page);
    expect(match).not.toBeNull();
    return JSON.parse(match![1]) as { queries: Record<string, { status: string }> };
  };

  it('the home page arrives with its title, description, JSON-LD and service cards', async () => {
    const content = (await t.http.get('/api/content/service-content').expect(200)).body as {
      title: string;
    }[];
    const page = (await html(t, '/')).text;
    expect(head(page)).toContain('<title>Salone — Discover Sierra Leone</title>');
    expect(head(page)).toMatch(/<meta name="description" content="Book hotels/);
    expect(head(page)).toContain('<link rel="canonical" href="');
    expect(head(page)).toMatch(/<script type="application\/ld\+json" data-seo="jsonld">\{/);
    expect(head(page)).toMatch(/<style[^>]*data-styled/);
    expect(content.length).toBeGreaterThan(0);
    for (const { title } of content) expect(page).toContain(title.replace(/&/g, '&amp;'));
    // The leone rate goes with every page: prices can be shown in leones from the first paint
    // (docs/decisions/prices-shown-in-leones.md).
    expect(Object.keys(stateOf(page).queries).sort()).toEqual([
      'getExchangeRate(undefined)',
      'listServiceContent(undefined)',
    ]);
  });

  it('/hotels lists every hotel, and its data goes with it', async () => {
    const hotels = (await t.http.get('/api/hotels').expect(200)).body as { name: string }[];
    const page = (await html(t, '/hotels')).text;
    expect(head(page)).toContain('<title>Hotels and Guesthouses in Sierra Leone | Salone</title>');
    expect(head(page)).toContain('"@type":"CollectionPage"');
    expect(hotels.length).toBeGreaterThan(1);
    const body = page.slice(page.indexOf('<div id="root">'), page.indexOf('id="salone-state"'));
    for (const { name } of hotels) expect(body).toContain(name);
    const { queries } = stateOf(page);
    expect(Object.keys(queries)).toContain('getExchangeRate(undefined)');
    expect(Object.values(queries).map((query) => query.status)).toEqual(['fulfilled', 'fulfilled']);
  });

  it('/hotels/1 shows the hotel and its rooms, with its own SEO in <head>', async () => {
    const hotel = (await t.http.get('/api/hotels/1').expect(200)).body as {
      name: string;
      rooms: { roomType: string }[];
    };
    const page = (await html(t, '/hotels/1')).text;
    expect(head(page)).toContain(`<title>${hotel.name} | Salone</title>`);
    expect(head(page)).toContain('"@type":"Hotel"');
    expect(hotel.rooms.length).toBeGreaterThan(0);
    for (const room of hotel.rooms) expect(page).toContain(room.roomType);
    expect(stateOf(page).queries['getHotel({"id":1})']).toMatchObject({ status: 'fulfilled' });
  });

  it('names in <head> the first photo, first, and the scripts the page will ask for, after it', async () => {
    const page = head((await html(t, '/hotels/1')).text);
    expect(page).toMatch(
      /<link rel="preload" as="image" href="\/api\/media\/[^"]+" fetchPriority="high"\/>/,
    );
    expect(page).toContain(
      '<link rel="preload" as="script" fetchpriority="low" href="/remotes/booking/remoteEntry.js">',
    );
    expect(page).toMatch(
      /<link rel="preload" as="script" fetchpriority="low" href="\/remotes\/booking\/hotels-detail\.[0-9a-f]+\.js">/,
    );
    expect(page).toMatch(
      /<link rel="preload" as="script" fetchpriority="low" href="\/bootstrap\.[0-9a-f]+\.js">/,
    );
    const about = head((await html(t, '/about')).text);
    expect(about).toMatch(
      /<link rel="preload" as="script" fetchpriority="low" href="\/about\.[0-9a-f]+\.js">/,
    );
    expect(about).not.toContain('/remotes/booking/');
  });

  it('/ai-planner arrives with its heading, its form and its SEO, and asks for no data', async () => {
    const page = (await html(t, '/ai-planner')).text;
    expect(head(page)).toContain('<title>AI Trip Planner for Sierra Leone | Salone</title>');
    expect(head(page)).toMatch(/<meta name="description" content="Tell us your budget/);
    expect(head(page)).toMatch(/<link rel="canonical" href="[^"]*\/ai-planner"/);
    expect(head(page)).toContain('"@type":"WebApplication"');
    const body = page.slice(page.indexOf('<div id="root">'), page.indexOf('id="salone-state"'));
    expect(body).toContain('Plan Your Perfect Sierra Leone Adventure</h1>');
    expect(body).toContain('Tell us about your trip</h2>');
    expect(body).toMatch(/<form [^>]*novalidate/i);
    expect(body).toMatch(/<input [^>]*type="radio"[^>]*value="1000-2000"/);
    expect(body).toContain('Create My Itinerary');
    // Nothing the planner shows a visitor comes from the API but the leone rate every page
    // carries; the session is the browser's.
    expect(Object.keys(stateOf(page).queries)).toEqual(['getExchangeRate(undefined)']);
  });

  it("names in the planner's <head> its remote's entry and its page", async () => {
    const page = head((await html(t, '/ai-planner')).text);
    expect(page).toContain(
      '<link rel="preload" as="script" fetchpriority="low" href="/remotes/planner/remoteEntry.js">',
    );
    expect(page).toMatch(
      /<link rel="preload" as="script" fetchpriority="low" href="\/remotes\/planner\/__federation_expose_PlannerPage\.[0-9a-f]+\.js">/,
    );
    // The form library, which the page takes from the shell's share scope.
    const manifest = JSON.parse(
      fs.readFileSync(built('frontend-shell', path.join('dist', 'mf-manifest.json')), 'utf8'),
    ) as { shared: { name: string; assets: { js: { sync: string[] } } }[] };
    const forms = manifest.shared.find((shared) => shared.name === 'react-hook-form');
    expect(forms?.assets.js.sync.length).toBeGreaterThan(0);
    for (const file of forms!.assets.js.sync) {
      expect(page).toContain(
        `<link rel="preload" as="script" fetchpriority="low" href="/${file}">`,
      );
    }
    expect(page).not.toContain('/remotes/booking/');
  });

  it("names a partner section's scripts in the <head> of the page the browser renders", async () => {
    const page = (await html(t, '/partner/check-in')).text;
    const groups = JSON.parse(
      fs.readFileSync(built('frontend-partner', path.join('dist', 'chunk-groups.json')), 'utf8'),
    ) as Record<string, string[]>;
    expect(groups['partner-check-in']?.length).toBeGreaterThan(0);
    for (const file of ['remoteEntry.js', ...groups['partner-check-in']]) {
      expect(head(page)).toContain(
        `<link rel="preload" as="script" fetchpriority="low" href="/remotes/partner/${file}">`,
      );
    }
    // Otherwise the built index.html, as for any page the browser renders.
    const hints = head(page).slice(head(clientRendered()).length);
    expect(page).toBe(clientRendered().replace('</head>', `${hints}</head>`));
    // A page under a section, and a page of the shell's, get the index.html untouched.
    expect((await html(t, '/partner/listings/hotel/1')).text).toBe(clientRendered());
    expect((await html(t, '/dashboard')).text).toBe(clientRendered());
  });

  it("leaves a plan named in the address to the browser: it is an account's, or revocable", async () => {
    expect((await html(t, '/ai-planner?itinerary=3f0c')).text).toBe(clientRendered());
    expect((await html(t, '/ai-planner?shared=abc123')).text).toBe(clientRendered());
    expect((await html(t, '/ai-planner?utm_source=flyer')).text).toContain(
      'Tell us about your trip',
    );
  });

  it('runs its own inline scripts alone, allowed by their hashes; the data is a JSON block', async () => {
    const { text: page, headers } = await html(t, '/hotels');
    const tags = [...page.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/g)];
    const inline = tags.filter(
      ([, attributes]) => !/src="\/|type="application\/(json|ld\+json)"/.test(attributes),
    );
    // What is entered before the page is live (docs/decisions/input-before-live-is-kept.md) and
    // the start of the app once the page is painted
    // (docs/decisions/rendered-page-painted-before-scripts.md), both in <head>.
    expect(inline).toHaveLength(2);
    for (const [tag] of inline) expect(page.indexOf(tag)).toBeLessThan(page.indexOf('</head>'));
    const csp = String(headers['content-security-policy']);
    const scriptSrc = csp.split(';').find((d) => d.trim().startsWith('script-src'))!;
    const [name, self, ...hashes] = scriptSrc.trim().split(/\s+/);
    expect([name, self]).toEqual(['script-src', "'self'"]);
    expect(hashes.sort()).toEqual(inline.map(([, , text]) => scriptHash(text)).sort());
    // The shell's entry is fetched from the start, and run by the second script.
    const entry =
      /<link rel="preload" as="script" fetchpriority="low" href="(\/main\.[\w]+\.js)" data-salone-entry>/.exec(
        page,
      );
    expect(entry).not.toBeNull();
    expect(page).not.toContain(`<script defer="defer" src="${entry![1]}">`);
  });

  it('carries the same security headers as the page rendered in the browser', async () => {
    const rendered = await html(t, '/hotels');
    const plain = await html(t, '/dashboard');
    for (const header of [
      'x-content-type-options',
      'referrer-policy',
      'permissions-policy',
      'cache-control',
    ]) {
      expect(rendered.headers[header]).toBe(plain.headers[header]);
    }
    // The same policy, but for the hashes of the rendered page's own scripts.
    const withoutHash = String(rendered.headers['content-security-policy']).replace(
      / 'sha256-[^']+'/g,
      '',
    );
    expect(withoutHash).toBe(plain.headers['content-security-policy']);
    expect(plain.headers['content-security-policy']).not.toContain('sha256-');
    expect(plain.text).toBe(clientRendered());
  });

  it('is revalidated by its ETag: unchanged, the answer is 304 with no body', async () => {
    const first = await html(t, '/events');
    expect(first.headers.etag).toMatch(/^"[\w-]+"$/);
    const again = await t.http.get('/events').set('If-None-Match', first.headers.etag);
    expect(again.status).toBe(304);
    expect(again.text).toBe('');
  });

  it('leaves a listing that does not exist, and bad filters, to the browser (never a 500)', async () => {
    // A listing that does not exist: the browser renders the page (which says so), and the
    // status says so to a search engine.
    for (const url of ['/hotels/999999', '/events/999999', '/tours/999999']) {
      const missing = await t.http.get(url).set('Accept', 'text/html,application/xhtml+xml');
      expect({ url, status: missing.status }).toEqual({ url, status: 404 });
      expect(missing.text).toBe(clientRendered());
    }
    expect((await html(t, '/hotels/1')).text).not.toBe(clientRendered());
    // No listing has such an id: not rendered here at all, the browser's 'Hotel Not Found', and
    // the status says so.
    for (const url of ['/hotels/abc', '/tours/3.5']) {
      const missing = await t.http.get(url).set('Accept', 'text/html,application/xhtml+xml');
      expect({ url, status: missing.status }).toEqual({ url, status: 404 });
      expect(missing.text).toBe(clientRendered());
    }
    const filtered = await html(t, '/hotels?minPrice=%3Cscript%3E&sort=%22');
    // The query is not written into the page: the plain <script>s are the page's own two.
    expect(filtered.text.split('<script>')).toHaveLength(3);
  });

  it("answers 404 for a path outside the route table, which the browser shows as 'Page Not Found'", async () => {
    for (const url of [
      '/no/such/page',
      '/hotelz',
      '/about/team',
      '/loginx',
      '/missing.html',
      '/hotels/abc/def',
    ]) {
      const res = await t.http.get(url).set('Accept', 'text/html,application/xhtml+xml');
      expect({ url, status: res.status }).toEqual({ url, status: 404 });
      expect(res.text).toBe(clientRendered());
    }
    // The app's own pages that the browser renders, and whatever a remote's part of the table
    // holds (the remote judges it in the browser), stay 200.
    for (const url of [
      '/login',
      '/dashboard',
      '/bookings/SL-7K3Q9D',
      '/partner/bookings',
      '/admin',
    ]) {
      const res = await t.http.get(url).set('Accept', 'text/html,application/xhtml+xml');
      expect({ url, status: res.status }).toEqual({ url, status: 200 });
    }
  });

  it('escapes text of the catalogue in the state block', async () => {
    const page = (await html(t, '/hotels?search=%3C%2Fscript%3E%3Cscript%3Ealert(1)')).text;
    expect(page).not.toContain('</script><script>alert(1)');
  });
});
