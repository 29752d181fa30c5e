// '@salone/ui/server': what the server renderer writes; never part of the shared browser module.
import escapeHtml from 'escape-html';
import { fullTitle, jsonLdText, type SeoMeta } from './seo';

/**
 * The tags `applySeo` writes, as HTML for the <head> of a page rendered on the server, with the
 * same names and attributes, so the browser's `applySeo` updates them in place.
 */
export function seoHeadTags(meta: SeoMeta, origin: string): string {
  const title = escapeHtml(fullTitle(meta));
  const description = escapeHtml(meta.description);
  const url = escapeHtml(new URL(meta.canonicalPath, origin).toString());
  return [
    `<title>${title}</title>`,
    `<meta name="description" content="${description}">`,
    `<meta name="keywords" content="${escapeHtml((meta.keywords ?? []).join(', '))}">`,
    `<meta property="og:title" content="${title}">`,
    `<meta property="og:description" content="${description}">`,
    `<meta property="og:type" content="website">`,
    `<meta property="og:url" content="${url}">`,
    `<link rel="canonical" href="${url}">`,
    ...(meta.jsonLd
      ? [`<script type="application/ld+json" data-seo="jsonld">${jsonLdText(meta.jsonLd)}</script>`]
      : []),
  ].join('');
}
