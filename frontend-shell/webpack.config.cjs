const path = require('node:path');
const webpack = require('webpack');
const { createConfig, createServerConfig } = require('@salone/build-config');

module.exports = [
  createConfig({
    dir: __dirname,
    name: 'shell',
    port: 4200,
    host: true,
    // Lends the federation runtime to the remotes' production builds
    // (docs/decisions/remotes-use-shell-federation-runtime.md).
    runtimePlugins: [path.join(__dirname, 'src', 'remotes', 'shareRuntimeCore.ts')],
  }),
  // The renderer of the public pages, run by the backend (src/server/render.tsx).
  createServerConfig({
    dir: __dirname,
    name: 'shell',
    host: true,
    runtimePlugins: [path.join(__dirname, 'src', 'server', 'fileRemotes.ts')],
    plugins: [
      // Remotes come from this machine's disk on the server, not from the page's origin.
      new webpack.NormalModuleReplacementPlugin(/^\.\/remotes$/, (resource) => {
        if (resource.context.endsWith(path.join('src', 'remotes'))) {
          resource.request = './remotes.server';
        }
      }),
    ],
  }),
];
