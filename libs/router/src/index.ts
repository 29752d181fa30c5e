/**
 * The routing API of the Salone frontends. Shell and remotes must share one React Router
 * (one router context), and a shared module is bundled whole: sharing this module instead of
 * react-router-dom ships only what is listed here (about 60 KB gzip less). An app that needs
 * another router API adds it here.
 */
export {
  BrowserRouter,
  Link,
  MemoryRouter,
  NavLink,
  Navigate,
  Outlet,
  Route,
  Routes,
  useLocation,
  useNavigate,
  useParams,
  useSearchParams,
} from 'react-router-dom';
export type {
  LinkProps,
  NavLinkProps,
  NavigateFunction,
  SetURLSearchParams,
  To,
} from 'react-router-dom';

/**
 * True for a path inside this app ('/hotels/3'): one leading slash, no scheme, and no
 * second slash or backslash that a browser would read as another host ('//evil', '/\evil').
 */
export function isAppPath(href: string | null | undefined): href is string {
  return typeof href === 'string' && /^\/(?![/\\])/.test(href) && !/[\s\\]/.test(href);
}

/** An http(s) URL from data, or undefined: other schemes (javascript:, data:) are dropped. */
export function safeExternalUrl(href: string | null | undefined): string | undefined {
  if (!href) return undefined;
  try {
    const url = new URL(href);
    return url.protocol === 'https:' || url.protocol === 'http:' ? href : undefined;
  } catch {
    return undefined;
  }
}
