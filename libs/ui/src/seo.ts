// Per-page SEO data in <head>; shared so the remotes set theirs through the same mechanism.
import { createContext, useContext, useEffect } from 'react';

export interface SeoMeta {
  title: string;
  description: string;
  keywords?: string[];
  /** Path of the page's canonical URL, e.g. `/hotels`. */
  canonicalPath: string;
  /** Structured data (schema.org) for the page. */
  jsonLd?: Record<string, unknown> | Record<string, unknown>[];
}

export const SITE_NAME = 'Salone';

let serverOrigin = '';

/** The server renderer names the site's public origin: there is no `window.location` there. */
export function setServerOrigin(origin: string): void {
  serverOrigin = origin;
}

/** The site's origin (`https://salone.sl`), for the absolute URLs structured data wants. */
export function pageOrigin(): string {
  return typeof window === 'undefined' ? serverOrigin : window.location.origin;
}

function upsertMeta(name: string, content: string) {
  let element = document.head.querySelector<HTMLMetaElement>(`meta[name="${name}"]`);
  if (!element) {
    element = document.createElement('meta');
    element.name = name;
    document.head.appendChild(element);
  }
  element.content = content;
}

function upsertProperty(property: string, content: string) {
  let element = document.head.querySelector<HTMLMetaElement>(`meta[property="${property}"]`);
  if (!element) {
    element = document.createElement('meta');
    element.setAttribute('property', property);
    document.head.appendChild(element);
  }
  element.content = content;
}

export const fullTitle = (meta: SeoMeta) =>
  meta.title.includes(SITE_NAME) ? meta.title : `${meta.title} | ${SITE_NAME}`;

/** `<` is escaped so text from the catalogue can never close the script element. */
export const jsonLdText = (jsonLd: NonNullable<SeoMeta['jsonLd']>) =>
  JSON.stringify(jsonLd).replace(/</g, '\\u003c');

/** Writes the page's title, description, keywords, canonical URL and JSON-LD into <head>. */
export function applySeo(meta: SeoMeta) {
  const title = fullTitle(meta);
  document.title = title;
  upsertMeta('description', meta.description);
  upsertMeta('keywords', (meta.keywords ?? []).join(', '));
  upsertProperty('og:title', title);
  upsertProperty('og:description', meta.description);
  upsertProperty('og:type', 'website');
  const url = new URL(meta.canonicalPath, window.location.origin).toString();
  upsertProperty('og:url', url);

  let canonical = document.head.querySelector<HTMLLinkElement>('link[rel="canonical"]');
  if (!canonical) {
    canonical = document.createElement('link');
    canonical.rel = 'canonical';
    document.head.appendChild(canonical);
  }
  canonical.href = url;

  let script = document.head.querySelector<HTMLScriptElement>('script[data-seo="jsonld"]');
  if (!meta.jsonLd) {
    script?.remove();
    return;
  }
  if (!script) {
    script = document.createElement('script');
    script.type = 'application/ld+json';
    script.dataset.seo = 'jsonld';
    document.head.appendChild(script);
  }
  script.textContent = jsonLdText(meta.jsonLd);
}

/**
 * On the server, where effects do not run, the page's SEO data is handed to whoever renders
 * it (the last page component to declare it wins, as in the browser).
 */
const SeoCollector = createContext<((meta: SeoMeta) => void) | null>(null);
export const SeoCollectorProvider = SeoCollector.Provider;

/** Sets the page's SEO data while the page is shown. */
export function useSeo(meta: SeoMeta): void {
  const collect = useContext(SeoCollector);
  collect?.(meta);
  const key = JSON.stringify(meta);
  useEffect(() => {
    applySeo(JSON.parse(key) as SeoMeta);
  }, [key]);
}

/** JSON-LD of a list page of the catalogue (schema.org CollectionPage within the site). */
export function collectionPage(name: string, description: string, path: string) {
  return {
    '@context': 'https://schema.org',
    '@type': 'CollectionPage',
    name,
    description,
    url: path,
    isPartOf: { '@type': 'WebSite', name: SITE_NAME },
  };
}
