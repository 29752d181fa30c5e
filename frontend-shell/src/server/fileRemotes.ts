import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';

declare const __non_webpack_require__: (id: string) => unknown;

/**
 * The federation runtime plugin of the shell's server build: a remote registered with the path
 * of its server build (`frontend-booking/dist-server/remoteEntry.js`) is loaded from the disk
 * with Node's own `require`, once per process. A missing or broken build rejects the load, and
 * the page is then rendered in the browser as before
 * (docs/decisions/server-rendering-public-pages.md).
 */
export default function fileRemotes(): ModuleFederationRuntimePlugin {
  return {
    name: 'salone-file-remotes',
    loadEntry({ remoteInfo }) {
      return __non_webpack_require__(remoteInfo.entry) as never;
    },
  };
}
