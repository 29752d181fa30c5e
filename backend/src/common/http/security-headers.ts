import type { NextFunction, Request, RequestHandler, Response } from 'express';
import helmet from 'helmet';

/**
 * Where the web app may load things from. Everything is same-origin (the shell, the remotes
 * under /remotes/<name>/, the API, the media); styled-components writes <style> elements, so
 * inline styles are allowed but inline scripts are not (a page rendered on the server adds
 * the hashes of its own two, `withScriptSources`); the contact page embeds the
 * OpenStreetMap map. Remotes moved to another origin (remotes.json) are added through
 * `extraScriptOrigins` (REMOTE_ORIGINS). The map tiles' origin (MAP_TILE_URL) is one of
 * `imageOrigins`.
 */
export function contentSecurityPolicy(
  extraScriptOrigins: string[] = [],
  imageOrigins: string[] = [],
) {
  return {
    useDefaults: false,
    directives: {
      defaultSrc: ["'self'"],
      baseUri: ["'self'"],
      scriptSrc: ["'self'", ...extraScriptOrigins],
      styleSrc: ["'self'", "'unsafe-inline'"],
      imgSrc: ["'self'", 'data:', 'blob:', ...imageOrigins],
      fontSrc: ["'self'", 'data:'],
      connectSrc: ["'self'", ...extraScriptOrigins],
      frameSrc: ['https://www.openstreetmap.org'],
      objectSrc: ["'none'"],
      formAction: ["'self'"],
      frameAncestors: ["'none'"],
      upgradeInsecureRequests: null,
    },
  };
}

/**
 * The policy `csp` with `sources` (inline scripts' hashes) added to its `script-src`: a page
 * rendered on the server runs its own inline script and no other.
 */
export function withScriptSources(csp: string, sources: readonly string[]): string {
  if (sources.length === 0) return csp;
  const directives = csp.split(';').map((directive) => directive.trim());
  const at = directives.findIndex((directive) => /^script-src(\s|$)/.test(directive));
  if (at === -1) return csp;
  directives[at] = [directives[at], ...sources].join(' ');
  return directives.join(';');
}

/**
 * Browser features the app may use: none but the camera, on this origin only (an operator's
 * check-in scans the voucher's QR code). Same value in docker/nginx/security-headers.conf.
 */
export const PERMISSIONS_POLICY =
  'accelerometer=(), autoplay=(), camera=(self), display-capture=(), geolocation=(), ' +
  'gyroscope=(), magnetometer=(), microphone=(), midi=(), payment=(), ' +
  'publickey-credentials-get=(), screen-wake-lock=(), usb=(), xr-spatial-tracking=()';

/**
 * Swagger UI's own policy: its scripts and styles come from /api/docs (its page has inline
 * styles, no inline script), "Try it out" calls this origin only.
 */
export const API_DOCS_CONTENT_SECURITY_POLICY = {
  useDefaults: false,
  directives: {
    defaultSrc: ["'self'"],
    baseUri: ["'self'"],
    scriptSrc: ["'self'"],
    styleSrc: ["'self'", "'unsafe-inline'"],
    imgSrc: ["'self'", 'data:'],
    fontSrc: ["'self'", 'data:'],
    connectSrc: ["'self'"],
    objectSrc: ["'none'"],
    formAction: ["'self'"],
    frameAncestors: ["'none'"],
    upgradeInsecureRequests: null,
  },
};

/**
 * Security headers on every answer (helmet): CSP, nosniff, frame-ancestors, referrer policy,
 * cross-origin isolation defaults, Permissions-Policy. Swagger UI (public: partners read it)
 * gets a policy of its own. HSTS is sent only on HTTPS requests, where it means something.
 */
export function securityHeaders(
  apiDocsPath: string,
  remoteOrigins: string[] = [],
  imageOrigins: string[] = [],
): RequestHandler[] {
  const common = {
    hsts: false,
    crossOriginEmbedderPolicy: false,
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' as const },
  };
  const withCsp = helmet({
    ...common,
    contentSecurityPolicy: contentSecurityPolicy(remoteOrigins, imageOrigins),
  });
  const apiDocs = helmet({ ...common, contentSecurityPolicy: API_DOCS_CONTENT_SECURITY_POLICY });
  const hsts = (request: Request, response: Response, next: NextFunction) => {
    response.setHeader('Permissions-Policy', PERMISSIONS_POLICY);
    if (request.secure) {
      response.setHeader('Strict-Transport-Security', 'max-age=31536000; includeSubDomains');
    }
    next();
  };
  const pick = (request: Request, response: Response, next: NextFunction) =>
    (request.path.startsWith(apiDocsPath) ? apiDocs : withCsp)(request, response, next);
  return [hsts, pick];
}
