/**
 * Where the map's tiles come from: the deployment's `/site-config.json` (served beside the
 * shell, like `/remotes.json`, from the server's MAP_TILE_URL), read once per page. No file, no
 * template, or no network: maps show their plain fallback.
 */
export interface MapSettings {
  /** An XYZ template such as https://tile.openstreetmap.org/{z}/{x}/{y}.png; null: none. */
  tileUrl: string | null;
  /** The credit the map shows. */
  attribution: string;
}

export const OSM_ATTRIBUTION = '© OpenStreetMap contributors';

const NONE: MapSettings = { tileUrl: null, attribution: OSM_ATTRIBUTION };
const TEMPLATE = /^(https?:)?\/\/\S+\{z\}\S*\{x\}\S*\{y\}/;

let settings: Promise<MapSettings> | undefined;

/** The page's map settings; a failed read is tried again by the next map. */
export function loadMapSettings(): Promise<MapSettings> {
  settings ??= (async () => {
    try {
      const response = await fetch('/site-config.json', { cache: 'no-cache' });
      if (!response.ok) return NONE;
      const body = (await response.json()) as { mapTileUrl?: unknown; mapAttribution?: unknown };
      const tileUrl =
        typeof body.mapTileUrl === 'string' && TEMPLATE.test(body.mapTileUrl)
          ? body.mapTileUrl
          : null;
      const attribution =
        typeof body.mapAttribution === 'string' && body.mapAttribution
          ? body.mapAttribution
          : OSM_ATTRIBUTION;
      return { tileUrl, attribution };
    } catch {
      settings = undefined;
      return NONE;
    }
  })();
  return settings;
}
