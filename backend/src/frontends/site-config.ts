import type { RequestHandler } from 'express';

/** What the map credits on every map whose tiles come from OpenStreetMap's data. */
export const MAP_ATTRIBUTION = '© OpenStreetMap contributors';

/** The web app's run-time settings, as /site-config.json answers them. */
export interface SiteConfig {
  /** The map tiles' XYZ template; null: maps show their plain fallback. */
  mapTileUrl: string | null;
  /** The credit shown on the map. */
  mapAttribution: string;
}

/** The origin of the map tiles' template (for the Content-Security-Policy), or none. */
export const tileOrigins = (mapTileUrl: string | undefined): string[] => {
  if (!mapTileUrl) return [];
  // The template's {s} subdomain placeholder: any subdomain of the host.
  const url = new URL(mapTileUrl.replace('{s}', 'a'));
  return [
    mapTileUrl.includes('{s}') ? `${url.protocol}//*.${url.host.replace(/^a\./, '')}` : url.origin,
  ];
};

/**
 * GET /site-config.json: the web app's run-time settings, beside the shell as /remotes.json is,
 * so one build runs with any deployment's map tiles. Never kept by caches: a deployment may
 * change it without a new build.
 */
export function siteConfigRoute(mapTileUrl: string | undefined): RequestHandler {
  const body: SiteConfig = { mapTileUrl: mapTileUrl ?? null, mapAttribution: MAP_ATTRIBUTION };
  const json = JSON.stringify(body);
  return (request, response, next) => {
    if (
      request.path !== '/site-config.json' ||
      (request.method !== 'GET' && request.method !== 'HEAD')
    )
      return next();
    response.setHeader('Cache-Control', 'no-cache');
    response.type('json').send(json);
  };
}
