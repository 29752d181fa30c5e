import * as fs from 'node:fs';
import * as os from 'node:os';
import * as path from 'node:path';
import { clientPageHints, preloadHints, setBrowserBuilds } from '../preloads';

/** A build's `dist` folder with the two files the server reads from it. */
function dist(groups: Record<string, string[]>, manifest: object): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'salone-preloads-'));
  fs.writeFileSync(path.join(dir, 'chunk-groups.json'), JSON.stringify(groups));
  fs.writeFileSync(path.join(dir, 'mf-manifest.json'), JSON.stringify(manifest));
  return dir;
}

const hrefs = (hints: string) => [...hints.matchAll(/href="([^"]+)"/g)].map((match) => match[1]);

describe("the scripts a partner section's page names in its <head>", () => {
  beforeAll(() => {
    setBrowserBuilds({
      shell: dist(
        { bootstrap: ['bootstrap.1a.js'], 'intl-messageformat': ['intl-messageformat.8b.js'] },
        {
          shared: [
            { name: '@salone/i18n', assets: { js: { sync: ['3068.9c.js'] } } },
            { name: 'react-hook-form', assets: { js: { sync: ['9215.0d.js'] } } },
            { name: '@salone/api-client/planner', assets: { js: { sync: ['7461.1e.js'] } } },
          ],
        },
      ),
      partner: dist(
        {
          'messages-partner-en': ['messages-partner-en.2b.js'],
          'partner-check-in': ['170.3c.js', 'partner-check-in.4d.js'],
          'partner-dashboard': ['partner-dashboard.5e.js'],
        },
        {
          exposes: [
            { name: 'PartnerRoutes', assets: { js: { sync: ['9082.6f.js', 'expose.7a.js'] } } },
          ],
        },
      ),
    });
  });

  it("names the shell's start and what the portal takes from it, the portal's entry, routes, messages and the section's own chunks", () => {
    expect(hrefs(preloadHints('/partner/check-in'))).toEqual([
      '/bootstrap.1a.js',
      '/3068.9c.js',
      '/9215.0d.js',
      '/intl-messageformat.8b.js',
      '/remotes/partner/remoteEntry.js',
      '/remotes/partner/9082.6f.js',
      '/remotes/partner/expose.7a.js',
      '/remotes/partner/messages-partner-en.2b.js',
      '/remotes/partner/170.3c.js',
      '/remotes/partner/partner-check-in.4d.js',
    ]);
    expect(preloadHints('/partner/check-in')).toContain(
      '<link rel="preload" as="script" fetchpriority="low" href="/remotes/partner/remoteEntry.js">',
    );
  });

  it('takes /partner for the dashboard, with or without a trailing slash', () => {
    for (const pathname of ['/partner', '/partner/']) {
      expect(hrefs(preloadHints(pathname))).toContain('/remotes/partner/partner-dashboard.5e.js');
    }
  });

  it('names no section chunk for a page under a section, and nothing of the portal elsewhere', () => {
    expect(hrefs(preloadHints('/partner/listings/hotel/3'))).not.toContain(
      '/remotes/partner/remoteEntry.js',
    );
    // A page the browser renders names scripts only when it is a partner section's.
    expect(clientPageHints('/partner/listings/hotel/3')).toBe('');
    expect(clientPageHints('/dashboard')).toBe('');
    expect(clientPageHints('/partner/check-in')).toBe(preloadHints('/partner/check-in'));
  });
});
