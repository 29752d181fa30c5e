import type { NextFunction, Request, RequestHandler, Response } from 'express';
import helmet from 'helmet';

/**
 * Where the web app may load things from. Everything is same-origin (the shell, the remotes
 * under /remotes/<name>/, the API, the media); styled-components writes <style> elements, so
 * inline styles are allowed but inline scripts are not; the contact page embeds the
 * OpenStreetMap map. Remotes moved to another origin (remotes.json) are added through
 * `extraScriptOrigins` (REMOTE_ORIGINS).
 */
export function contentSecurityPolicy(extraScriptOrigins: string[] = []) {
  return {
    useDefaults: false,
    directives: {
      defaultSrc: ["'self'"],
      baseUri: ["'self'"],
      scriptSrc: ["'self'", ...extraScriptOrigins],
      styleSrc: ["'self'", "'unsafe-inline'"],
      imgSrc: ["'self'", 'data:', 'blob:'],
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
 * Security headers on every answer (helmet): CSP, nosniff, frame-ancestors, referrer policy,
 * cross-origin isolation defaults. Swagger UI gets helmet without CSP (it is a third-party
 * page with its own inline code). HSTS is sent only on HTTPS requests, where it means
 * something.
 */
export function securityHeaders(
  apiDocsPath: string,
  remoteOrigins: string[] = [],
): RequestHandler[] {
  const common = {
    hsts: false,
    crossOriginEmbedderPolicy: false,
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' as const },
  };
  const withCsp = helmet({
    ...common,
    contentSecurityPolicy: contentSecurityPolicy(remoteOrigins),
  });
  const withoutCsp = helmet({ ...common, contentSecurityPolicy: false });
  const hsts = (request: Request, response: Response, next: NextFunction) => {
    if (request.secure) {
      response.setHeader('Strict-Transport-Security', 'max-age=31536000; includeSubDomains');
    }
    next();
  };
  const pick = (request: Request, response: Response, next: NextFunction) =>
    (request.path.startsWith(apiDocsPath) ? withoutCsp : withCsp)(request, response, next);
  return [hsts, pick];
}
