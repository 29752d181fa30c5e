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
