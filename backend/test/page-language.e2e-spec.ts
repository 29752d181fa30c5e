import * as fs from 'node:fs';
import * as os from 'node:os';
import * as path from 'node:path';
import { REPOSITORY_ROOT } from '../src/common/paths.js';
import { startTestApp, type TestApp } from './support/test-app.js';

// The language of the public pages rendered on the server (docs/decisions/
// language-from-query-cookie-header.md), by the real server builds of the shell and the
// booking and planner remotes, laid out as `npm start` lays them out.

const APPS = ['frontend-shell', 'frontend-booking', 'frontend-planner'];

function layout(): string {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'salone-lang-'));
  for (const app of APPS) {
    fs.mkdirSync(path.join(root, app));
    for (const dir of ['dist', 'dist-server']) {
      fs.symlinkSync(path.join(REPOSITORY_ROOT, app, dir), path.join(root, app, dir));
    }
  }
  return root;
}

const head = (page: string) => page.slice(0, page.indexOf('</head>'));
const body = (page: string) =>
  page.slice(page.indexOf('<div id="root">'), page.indexOf('id="salone-state"'));

interface PageLanguage {
  locale: string;
  messages: Record<string, Record<string, unknown>>;
}

const languageOf = (page: string): PageLanguage => {
  const match = /<script type="application\/json" id="salone-i18n">([^<]*)<\/script>/.exec(page);
  expect(match).not.toBeNull();
  return JSON.parse(match![1]) as PageLanguage;
};

describe('the language of a page rendered on the server', () => {
  let t: TestApp;
  let root: string;
  beforeAll(async () => {
    root = layout();
    t = await startTestApp({ FRONTEND_DIST_ROOT: root });
  });
  afterAll(async () => {
    await t.close();
    fs.rmSync(root, { recursive: true, force: true });
  });

  const page = (url: string, headers: Record<string, string> = {}) => {
    const request = t.http.get(url).set('Accept', 'text/html');
    for (const [name, value] of Object.entries(headers)) request.set(name, value);
    return request.expect(200);
  };

  it('?lang=kri: <html lang="kri">, Krio in the header and footer, and only the Krio messages', async () => {
    const res = await page('/?lang=kri');
    expect(res.text).toMatch(/^<!doctype html>\s*<html lang="kri"/i);
    const content = body(res.text);
    expect(content).toContain('aria-label="Langwej"');
    expect(content).toContain('>Otɛl dɛm</a>');
    expect(content).toContain('Wi de tek mobayl mɔni: Orange Money ɛn AfriMoney.');
    expect(content).not.toContain('We accept mobile money');
    const language = languageOf(res.text);
    expect(language.locale).toBe('kri');
    // The messages the browser needs to take the page over (its Sign In button, once the
    // session has answered), in Krio only.
    expect(language.messages.shell['nav.signIn']).toBe('Sayn In');
    expect(res.text).not.toContain('Create Account');
  });

  it('/events?lang=kri: the booking remote renders its list in Krio, its messages in the page', async () => {
    const res = await page('/events?lang=kri');
    expect(res.text).toMatch(/<html lang="kri"/);
    expect(head(res.text)).toContain('Kɔlchɔral Ivɛnt dɛm na Salone');
    const content = body(res.text);
    expect(content).toContain('>Kɔlchɔral Ivɛnt dɛm</h1>');
    expect(content).toContain('aria-label="Fil di ivɛnt dɛm"');
    expect(content).not.toContain('Cultural Events');
    const language = languageOf(res.text);
    expect(language.locale).toBe('kri');
    // The remote's catalogue came with the page, in Krio only: the browser takes it over
    // without loading it again or showing English first.
    expect(language.messages.booking['events.title']).toBe('Kɔlchɔral Ivɛnt dɛm');
    expect(language.messages.shell['nav.signIn']).toBe('Sayn In');
  });

  it('/events?lang=fr: the booking remote renders its list in French', async () => {
    const res = await page('/events?lang=fr');
    expect(res.text).toMatch(/<html lang="fr"/);
    const content = body(res.text);
    expect(content).toContain('>Événements culturels</h1>');
    expect(content).not.toContain('Cultural Events');
    expect(languageOf(res.text).messages.booking['events.title']).toBe('Événements culturels');
  });

  it('names every language as an hreflang alternate, and the address without ?lang= as x-default', async () => {
    const res = await page('/hotels?sort=price&lang=fr');
    const links = head(res.text);
    const alternate = (lang: string) =>
      new RegExp(
        `<link rel="alternate" hreflang="${lang}" href="https?://[^"]+/hotels\\?sort=price&amp;lang=${lang}">`,
      );
    for (const lang of ['en', 'kri', 'fr']) expect(links).toMatch(alternate(lang));
    expect(links).toMatch(
      /<link rel="alternate" hreflang="x-default" href="https?:\/\/[^"]+\/hotels\?sort=price">/,
    );
    expect(res.text).toMatch(/<html lang="fr"/);
  });

  it('the salone_lang cookie chooses the language of an address without ?lang=', async () => {
    const res = await page('/about', { Cookie: 'other=1; salone_lang=fr' });
    expect(res.text).toMatch(/<html lang="fr"/);
    expect(body(res.text)).toContain('Nous acceptons le mobile money');
    expect(res.headers.vary).toMatch(/Cookie/);
    expect(res.headers.vary).toMatch(/Accept-Language/);
  });

  it('?lang= comes before the cookie, the cookie before Accept-Language', async () => {
    const byQuery = await page('/about?lang=kri', { Cookie: 'salone_lang=fr' });
    expect(byQuery.text).toMatch(/<html lang="kri"/);
    const byCookie = await page('/about', { Cookie: 'salone_lang=kri', 'Accept-Language': 'fr' });
    expect(byCookie.text).toMatch(/<html lang="kri"/);
    const byBrowser = await page('/about', { 'Accept-Language': 'de-DE, fr;q=0.8' });
    expect(byBrowser.text).toMatch(/<html lang="fr"/);
    expect(body(byBrowser.text)).toContain('Nous acceptons le mobile money');
  });

  it('keeps one rendered page per language: English stays English after a Krio render', async () => {
    await page('/about', { Cookie: 'salone_lang=kri' });
    const english = await page('/about');
    expect(english.text).toMatch(/<html lang="en"/);
    expect(body(english.text)).toContain('We accept mobile money: Orange Money and AfriMoney.');
    expect(body(english.text)).not.toContain('Wi de tek mobayl mɔni');
    expect(languageOf(english.text).locale).toBe('en');
  });

  it('an unknown ?lang= or cookie is English', async () => {
    const res = await page('/about?lang=de', { Cookie: 'salone_lang=xx' });
    expect(res.text).toMatch(/<html lang="en"/);
  });
});
