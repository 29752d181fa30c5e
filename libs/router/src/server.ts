/**
 * `@salone/router/server`: the router the server renders a page under, and the route matching
 * it answers a path's status with. Apart from the shared entry, whose every export the browser
 * downloads (a shared module is bundled whole), so the browser never loads it; on the server
 * both come from the same React Router.
 */
export { StaticRouter, createRoutesFromElements, matchRoutes } from 'react-router-dom';
