// Input of `npm run generate -w @salone/api-client`: writes src/generated/*.ts from the
// committed contract. The generated files are never edited by hand.
//
// Two files: the traveller's endpoints, which every app loads with the shell, and the
// operators' and admins' (`/api/partner`, `/api/admin`, `/api/operators`), which only the
// partner remote imports (`@salone/api-client/partner`), so they never weigh on a traveller's
// pages. Both inject into the one api slice of the store.
const PARTNER = /^\/api\/(partner|admin|operators)(\/|$)/;
// Server-to-server and operations endpoints are not for the browser.
const NOT_FOR_BROWSERS = ['receiveMonimeWebhook', 'getHealth', 'downloadDocument'];

/** @type {import('@rtk-query/codegen-openapi').ConfigFile} */
module.exports = {
  schemaFile: '../../docs/openapi.json',
  apiFile: './src/base-api.ts',
  apiImport: 'baseApi',
  hooks: { queries: true, lazyQueries: true, mutations: true },
  encodePathParams: true,
  // fetchBaseQuery encodes query parameters itself.
  encodeQueryParams: false,
  outputFiles: {
    './src/generated/salone-api.ts': {
      exportName: 'generatedApi',
      filterEndpoints: (name, { path }) => !NOT_FOR_BROWSERS.includes(name) && !PARTNER.test(path),
    },
    './src/generated/partner-api.ts': {
      // Through the package's own entry: in a remote, that is the host's shared slice.
      apiFile: './src/partner-base.ts',
      exportName: 'generatedPartnerApi',
      filterEndpoints: (_name, { path }) => PARTNER.test(path),
    },
  },
};
