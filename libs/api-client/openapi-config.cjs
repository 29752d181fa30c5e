// Input of `npm run generate -w @salone/api-client`: writes src/generated/salone-api.ts from the
// committed contract. The generated file is never edited by hand.
/** @type {import('@rtk-query/codegen-openapi').ConfigFile} */
module.exports = {
  schemaFile: '../../docs/openapi.json',
  apiFile: './src/base-api.ts',
  apiImport: 'baseApi',
  outputFile: './src/generated/salone-api.ts',
  exportName: 'generatedApi',
  hooks: { queries: true, lazyQueries: true, mutations: true },
  encodePathParams: true,
  // fetchBaseQuery encodes query parameters itself.
  encodeQueryParams: false,
  // Server-to-server and operations endpoints are not for the browser.
  filterEndpoints: (operationName) =>
    !['receiveMonimeWebhook', 'getHealth', 'downloadDocument'].includes(operationName),
};
