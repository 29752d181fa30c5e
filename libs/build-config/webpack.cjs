// Shared webpack + Module Federation settings of the Salone frontends.
// Every app calls createConfig() from its own webpack.config.cjs.
const path = require('node:path');
const HtmlWebpackPlugin = require('html-webpack-plugin');
const TerserPlugin = require('terser-webpack-plugin');
const { ModuleFederationPlugin } = require('@module-federation/enhanced/webpack');
const { InjectManifest } = require('workbox-webpack-plugin');
const { PwaFiles } = require('./pwa/pwa-files.cjs');

/** Dev-server ports: the shell on 4200, each remote on its own. */
const REMOTE_DEV_PORTS = { booking: 4201, planner: 4202, partner: 4203 };

const repositoryRoot = path.resolve(__dirname, '..', '..');

/**
 * The workspace libraries shell and remotes share one instance of. Each advertises its real
 * version, and a frontend requires `^<the version it was built with>` strictly: a remote built
 * against a newer library than the host provides is refused with an error (the page shows
 * 'Try Again') instead of running against code it was not built for. Versioning rule
 * (docs/decisions/shared-library-versions-enforced.md): a library's minor version goes up when it
 * gains something, its major when something is removed or changed.
 */
const SHARED_LIBRARIES = {
  '@salone/ui': 'libs/ui',
  // Photos and uploads: only the pages that show or take them load this part.
  '@salone/ui/media': 'libs/ui',
  '@salone/router': 'libs/router',
  // The page's language and the loaded catalogues: one instance for the shell and every remote.
  '@salone/i18n': 'libs/i18n',
  '@salone/api-client': 'libs/api-client',
  // The api slice's endpoints by area (docs/decisions/api-endpoints-in-areas.md): a page loads and
  // evaluates the areas it uses, each injecting into the one slice of the main entry. The areas
  // that more than one frontend uses are shared, so their endpoints are defined once; the shell's
  // own (`./sign-in`, `./account`) and the partner remote's (`./partner`) are bundled by their one
  // user, in the chunks of the pages that use them.
  '@salone/api-client/catalogue': 'libs/api-client',
  '@salone/api-client/bookings': 'libs/api-client',
  '@salone/api-client/planner': 'libs/api-client',
};

function sharedLibrary(folder) {
  const { version } = readPackage(folder);
  return { singleton: true, version, requiredVersion: `^${version}`, strictVersion: true };
}

/** Versions of the npm packages come from each app's package.json, so every app asks the same. */
function sharedModules(appPackage, host = false) {
  const deps = { ...readPackage('libs/ui').dependencies, ...appPackage.dependencies };
  const singleton = (name, requiredVersion = deps[name], extra = {}) => ({
    singleton: true,
    requiredVersion: requiredVersion ?? false,
    ...extra,
  });
  // A shared module is bundled whole, whatever an app uses of it. React Router and RTK are
  // therefore not shared directly: @salone/router re-exports the routing API the apps use
  // and @salone/api-client carries RTK, so each shared chunk holds only what is used.
  // The host bundles the modules every page needs and nothing can trim (React, React DOM,
  // react-redux, styled-components) into its entry: fewer requests before the first render.
  const eager = host ? { eager: true } : {};
  const libraries = Object.fromEntries(
    Object.entries(SHARED_LIBRARIES).map(([name, folder]) => [name, sharedLibrary(folder)]),
  );
  return {
    react: singleton('react', deps.react, eager),
    'react/jsx-runtime': singleton('react/jsx-runtime', deps.react, eager),
    'react/jsx-dev-runtime': singleton('react/jsx-dev-runtime', deps.react),
    'react-dom': singleton('react-dom', deps['react-dom'], eager),
    'react-dom/client': singleton('react-dom/client', deps['react-dom'], eager),
    'react-redux': singleton('react-redux', deps['react-redux'], eager),
    'styled-components': singleton('styled-components', deps['styled-components'], eager),
    // The form library loads with the first form, once for every frontend. zod is not shared:
    // a shared module is bundled whole, and zod whole carries every locale's messages (about
    // half its size); each frontend bundles only the parts its schemas use.
    'react-hook-form': singleton('react-hook-form'),
    ...libraries,
  };
}

function readPackage(relative) {
  return require(path.join(repositoryRoot, relative, 'package.json'));
}

/**
 * Writes `chunk-groups.json`: the script files of each named chunk group (`bootstrap`, a page
 * imported with a `webpackChunkName`), so the server that renders a page can name in its
 * <head> the scripts the page will ask for (docs/decisions/rendered-page-names-scripts-in-head.md).
 */
class ChunkGroupsFile {
  apply(compiler) {
    const { Compilation, sources } = compiler.webpack;
    compiler.hooks.thisCompilation.tap('ChunkGroupsFile', (compilation) => {
      compilation.hooks.processAssets.tap(
        { name: 'ChunkGroupsFile', stage: Compilation.PROCESS_ASSETS_STAGE_REPORT },
        () => {
          const groups = {};
          for (const [name, group] of compilation.namedChunkGroups) {
            groups[name] = group.getFiles().filter((file) => file.endsWith('.js'));
          }
          compilation.emitAsset(
            'chunk-groups.json',
            new sources.RawSource(`${JSON.stringify(groups, null, 2)}\n`),
          );
        },
      );
    });
  }
}

/**
 * Writes an empty `remotes.json` beside the shell: the place a deployment puts remote
 * locations (`{"booking": "https://cdn.example/booking/remoteEntry.js"}`) without a rebuild.
 */
class RemotesOverrideFile {
  apply(compiler) {
    const { Compilation, sources } = compiler.webpack;
    compiler.hooks.thisCompilation.tap('RemotesOverrideFile', (compilation) => {
      compilation.hooks.processAssets.tap(
        { name: 'RemotesOverrideFile', stage: Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL },
        () => compilation.emitAsset('remotes.json', new sources.RawSource('{}\n')),
      );
    });
  }
}

/**
 * The shell's service worker (`/sw.js`, from `src/pwa/service-worker.ts`) with the list of the
 * shell's files to precache: its scripts, the offline page, the icons and the web manifest.
 * Not the shell's own remoteEntry.js or its JSON files (remotes.json changes per deployment).
 * Content-hashed names are their own revision. Production builds only: the development server
 * rebuilds on every change.
 */
function serviceWorker(enabled, dir) {
  if (!enabled) return [];
  return [
    new InjectManifest({
      swSrc: path.join(dir, 'src', 'pwa', 'service-worker.ts'),
      swDest: 'sw.js',
      include: [/\.js$/, /\.html$/, /\.png$/, /\.svg$/, /\.webmanifest$/],
      exclude: [/\.map$/, /^remoteEntry\.js$/, /^sw\.js$/, /LICENSE/],
      dontCacheBustURLsMatching: /\.[0-9a-f]{8,}\./,
      maximumFileSizeToCacheInBytes: 2 * 1024 * 1024,
    }),
  ];
}

/**
 * The TypeScript/JSX rules of every build. styled-components gets a component id derived from
 * the file each component is declared in (not from the order modules happen to run in), so the
 * class names the server renders are the ones the browser computes when it hydrates the page.
 */
function sourceRules(production, target) {
  return [
    {
      test: /\.[jt]sx?$/,
      exclude: /node_modules/,
      use: {
        loader: 'swc-loader',
        options: {
          jsc: {
            parser: { syntax: 'typescript', tsx: true },
            target,
            transform: {
              react: { runtime: 'automatic', development: !production, refresh: false },
            },
            experimental: {
              // The plugin's compiled cache, out of the app folders (and Nx's inputs).
              cacheRoot: path.join(repositoryRoot, 'node_modules', '.cache', 'swc'),
              plugins: [
                [
                  require.resolve('@swc/plugin-styled-components'),
                  { displayName: !production, ssr: true, fileName: false, pure: true },
                ],
              ],
            },
          },
        },
      },
    },
    {
      // Library sources name their relative imports as compiled (`./money.js`).
      include: path.join(repositoryRoot, 'libs'),
      resolve: { extensionAlias: { '.js': ['.ts', '.js'] } },
    },
    { test: /\.(svg|png|jpe?g|webp|ico)$/, type: 'asset/resource' },
    // Stylesheets of libraries (Leaflet's) as text, put in the page by the code that needs
    // them, in its own chunk: the apps' own styles are styled-components.
    { test: /\.css$/, type: 'asset/source' },
    {
      // Message catalogues: ICU messages parsed at build time (the page ships no parser).
      test: /[\\/]messages[\\/](?:[a-z-]+[\\/])?[a-z]+\.json$/,
      type: 'json',
      use: path.join(__dirname, 'catalogue-loader.cjs'),
    },
  ];
}

const RESOLVE = {
  extensions: ['.tsx', '.ts', '.js'],
  // Workspace libraries with compiled exports are bundled from their sources
  // (docs/decisions/booking-rules-library.md).
  conditionNames: ['salone-source', '...'],
  alias: {
    // Messages arrive parsed (catalogue-loader.cjs): intl-messageformat's parser is left out.
    '@formatjs/icu-messageformat-parser$': '@formatjs/icu-messageformat-parser/no-parser.js',
  },
};

/**
 * @param {object} options
 * @param {string} options.dir the app folder (__dirname of its webpack config)
 * @param {string} options.name federation name (shell, booking, planner, partner)
 * @param {number} options.port dev-server port
 * @param {Record<string,string>} [options.exposes] modules a remote exposes
 * @param {boolean} [options.host] true for the shell
 * @param {string[]} [options.runtimePlugins] federation runtime plugins (the shell's lends its
 *   runtime to the remotes)
 */
function createConfig({ dir, name, port, exposes, host = false, runtimePlugins = [] }) {
  return (_env, argv) => {
    const production = argv.mode !== 'development';
    const remoteInProduction = production && !host;
    const appPackage = require(path.join(dir, 'package.json'));
    return {
      name: 'browser',
      mode: production ? 'production' : 'development',
      entry: remoteInProduction ? {} : path.join(dir, 'src', 'index.ts'),
      context: dir,
      target: 'web',
      // Maps are written for error reports but not linked from the bundles; the server does
      // not serve them.
      devtool: production ? 'hidden-source-map' : 'eval-cheap-module-source-map',
      output: {
        path: path.join(dir, 'dist'),
        // The shell answers deep links (/hotels/3), so its chunks load from the root; remotes
        // find their own origin at run time.
        publicPath: host ? '/' : 'auto',
        filename: production ? '[name].[contenthash].js' : '[name].js',
        chunkFilename: production ? '[name].[contenthash].js' : '[name].js',
        uniqueName: name,
        clean: true,
      },
      resolve: RESOLVE,
      module: { rules: sourceRules(production, 'es2022') },
      plugins: [
        new ModuleFederationPlugin({
          name,
          filename: 'remoteEntry.js',
          exposes,
          shared: sharedModules(appPackage, host),
          // Remotes are registered at run time from a manifest (see the shell's remotes.ts).
          remotes: {},
          shareStrategy: 'loaded-first',
          dts: false,
          manifest: true,
          runtimePlugins,
          // Remotes are registered by their remoteEntry.js, so the runtime can leave out the
          // manifest snapshot code; this build runs in browsers only (createServerConfig is
          // the one for Node).
          experiments: {
            optimization: { disableSnapshot: true, target: 'web' },
            // A remote's production build uses the shell's copy of the federation runtime
            // (the shell's runtimePlugins lend it) instead of carrying its own
            // (docs/decisions/remotes-use-shell-federation-runtime.md). Its development build keeps
            // its own, for its own page.
            externalRuntime: remoteInProduction,
          },
        }),
        ...(host ? [new RemotesOverrideFile(), new PwaFiles()] : []),
        new ChunkGroupsFile(),
        // A remote's own page (its development host) exists in development only: in
        // production a remote runs inside the shell, on the shell's runtime.
        ...(remoteInProduction
          ? []
          : [
              new HtmlWebpackPlugin({
                template: path.join(dir, 'public', 'index.html'),
                favicon: path.join(__dirname, 'favicon.svg'),
                scriptLoading: 'defer',
                // The page is the shell's (or a remote's development host): its scripts load from
                // the root so deep links reload; the remote's own chunks still find their origin.
                publicPath: '/',
                chunks: ['main'],
              }),
            ]),
        ...serviceWorker(host && production, dir),
      ],
      optimization: {
        minimize: production,
        minimizer: [new TerserPlugin({ minify: TerserPlugin.swcMinify, extractComments: false })],
      },
      performance: { hints: false },
      devServer: {
        port,
        historyApiFallback: true,
        hot: false,
        liveReload: true,
        headers: { 'Access-Control-Allow-Origin': '*' },
        // One origin in development too: the API (npm run dev -w backend, port 3000) and, for
        // the shell, each remote's own dev server are reached through this one.
        proxy: [
          { context: ['/api'], target: process.env.API_ORIGIN ?? 'http://localhost:3000' },
          ...(host
            ? Object.entries(REMOTE_DEV_PORTS).map(([remote, remotePort]) => ({
                context: [`/remotes/${remote}`],
                target: `http://localhost:${remotePort}`,
                pathRewrite: { [`^/remotes/${remote}`]: '' },
              }))
            : []),
        ],
      },
      stats: 'errors-warnings',
    };
  };
}

const allEager = (shared) =>
  Object.fromEntries(
    Object.entries(shared).map(([name, config]) => [name, { ...config, eager: true }]),
  );

/** Where a frontend's server build goes: beside `dist`, so none of it is ever served. */
const SERVER_DIST = 'dist-server';

/**
 * The build of an app that the backend runs on Node to render public pages
 * (docs/decisions/server-rendering-public-pages.md): the same sources and shared modules as the
 * browser build, as CommonJS that loads its chunks from its own folder. The shell's is `server.js`
 * (its `src/server/render.tsx`) and holds the shared modules; a remote's is its `remoteEntry.js`,
 * a container that takes React and the rest from the shell. No hashes in names: the backend
 * loads these files by name, once, at start-up.
 *
 * @param {object} options
 * @param {string} options.dir the app folder (__dirname of its webpack config)
 * @param {string} options.name federation name (shell, booking, ...)
 * @param {Record<string,string>} [options.exposes] modules a remote exposes
 * @param {boolean} [options.host] true for the shell
 * @param {string[]} [options.runtimePlugins] federation runtime plugins (the shell's remote loader)
 * @param {import('webpack').WebpackPluginInstance[]} [options.plugins] more plugins
 */
function createServerConfig({
  dir,
  name,
  exposes,
  host = false,
  runtimePlugins = [],
  plugins = [],
}) {
  return (_env, argv) => {
    const production = argv.mode !== 'development';
    const appPackage = require(path.join(dir, 'package.json'));
    return {
      name: 'server',
      mode: production ? 'production' : 'development',
      entry: host ? { server: path.join(dir, 'src', 'server', 'render.tsx') } : {},
      context: dir,
      target: 'async-node20',
      devtool: false,
      output: {
        path: path.join(dir, SERVER_DIST),
        // The same public paths as the browser build, so what a page links to is the same.
        publicPath: host ? '/' : `/remotes/${name}/`,
        filename: '[name].js',
        chunkFilename: '[name].js',
        uniqueName: `${name}-server`,
        library: host ? { type: 'commonjs2' } : undefined,
        clean: true,
      },
      resolve: RESOLVE,
      module: {
        rules: sourceRules(production, 'es2022'),
        // Files (icons) are the browser build's; this build only needs their URLs.
        generator: { asset: { emit: false } },
      },
      plugins: [
        new ModuleFederationPlugin({
          name,
          filename: 'remoteEntry.js',
          exposes,
          library: { type: 'commonjs-module' },
          // On the server the shell holds every shared module from the start (nothing to save
          // by loading them later), so its renderer needs no asynchronous boundary.
          shared: host ? allEager(sharedModules(appPackage, true)) : sharedModules(appPackage),
          remotes: {},
          runtimePlugins,
          shareStrategy: 'loaded-first',
          dts: false,
          manifest: false,
          experiments: { optimization: { disableSnapshot: true, target: 'node' } },
        }),
        ...plugins,
      ],
      optimization: { minimize: false },
      performance: { hints: false },
      stats: 'errors-warnings',
    };
  };
}

module.exports = {
  createConfig,
  createServerConfig,
  SERVER_DIST,
  sharedModules,
  repositoryRoot,
  REMOTE_DEV_PORTS,
  SHARED_LIBRARIES,
};
