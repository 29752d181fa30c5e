const { sharedModules, SHARED_LIBRARIES } = require('../webpack.cjs');

/** An app's package.json, as far as the shared modules read it. */
const shellPackage = {
  dependencies: { react: '^19.3.1', 'react-dom': '^19.3.1', zod: '^4.6.7' },
};

test('shares each workspace library at its real version, strictly within ^version', () => {
  const shared = sharedModules(shellPackage, true);
  for (const [name, folder] of Object.entries(SHARED_LIBRARIES)) {
    const { version } = require(`../../../${folder}/package.json`);
    expect(shared[name]).toEqual({
      singleton: true,
      version,
      requiredVersion: `^${version}`,
      strictVersion: true,
    });
  }
  // The api's areas used by the shell and a remote both are shared; sign-in, account and
  // partner each have one user, which bundles it (docs/decisions/api-areas-as-shared-modules.md).
  // The page's language and its loaded catalogues are one for the shell and every remote.
  expect(Object.keys(SHARED_LIBRARIES).sort()).toEqual([
    '@salone/api-client',
    '@salone/api-client/bookings',
    '@salone/api-client/catalogue',
    '@salone/api-client/planner',
    '@salone/i18n',
    '@salone/router',
    '@salone/ui',
    '@salone/ui/media',
  ]);
});

test('loads React eagerly in the host only, and the form library once for everyone', () => {
  expect(sharedModules(shellPackage, true).react).toMatchObject({ singleton: true, eager: true });
  expect(sharedModules(shellPackage, false).react.eager).toBeUndefined();
  expect(sharedModules(shellPackage)['react-hook-form']).toMatchObject({ singleton: true });
  // zod is bundled by each frontend: shared, it would be bundled whole
  // (docs/decisions/shared-frontend-libraries-zod-not-shared.md).
  expect(sharedModules(shellPackage).zod).toBeUndefined();
  expect(sharedModules(shellPackage)['@hookform/resolvers/zod']).toBeUndefined();
});
