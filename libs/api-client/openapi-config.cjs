// Input of `npm run generate -w @salone/api-client`: writes src/generated/*.ts from the
// committed contract. The generated files are never edited by hand.
//
// One file per area of the product (docs/decisions/api-endpoints-in-areas.md): a page evaluates the
// endpoints of the areas it uses, not the whole contract. The session file belongs to the package's
// main entry, which the shell loads at start-up; every other area is an entry of its own
// (`@salone/api-client/catalogue`, ...), loaded with the first page that imports it. All of them
// inject into the one api slice of the store: an area takes it through the package's own name,
// so in a remote it is the host's shared singleton.

/**
 * The areas besides the session, by the contract's paths. Each operation belongs to exactly one
 * file: the session's are the ones no area claims.
 */
const AREAS = {
  // Sign-in, sign-up (by e-mail or phone), password reset, e-mail verification, a phone number
  // or an address added: forms and dialogs.
  'sign-in': /^\/api\/auth\/(login|register|password-reset|verify-email|phone|email)(\/|$)/,
  // The signed-in traveller's account: sessions, password, export and deletion.
  account: /^\/api\/(account(\/|$)|auth\/(sessions|password)$|auth\/sessions\/)/,
  // The five catalogue sections, their availability and photos.
  catalogue: /^\/api\/(hotels|events|cars|tours|real-estate|listing-images)(\/|$)/,
  // Booking, paying, the booking's documents, reviewing it (and reading a listing's reviews).
  bookings: /^\/api\/(bookings|payments|uploads|reviews)(\/|$)/,
  // The AI trip planner and its saved plans.
  planner: /^\/api\/ai(\/|$)/,
  // Operators (`/api/partner`, `/api/operators`) and admins: only the partner remote.
  partner: /^\/api\/(partner|admin|operators)(\/|$)/,
};
// Server-to-server, operations and development endpoints are not for the browser.
const NOT_FOR_BROWSERS = [
  'receiveMonimeWebhook',
  'getHealth',
  'getLiveness',
  'getReadiness',
  'downloadDocument',
  'getPhoto',
  'readDevMailbox',
  'readDevSms',
  'receiveAfricasTalkingReport',
  'receiveTwilioReport',
];

const areaOf = (path) => Object.keys(AREAS).find((area) => AREAS[area].test(path));
const forBrowsers = (name) => !NOT_FOR_BROWSERS.includes(name);
/** `sign-in` -> `generatedSignInApi`. */
const exportName = (area) =>
  `generated${area.replace(/(^|-)(\w)/g, (_m, _dash, letter) => letter.toUpperCase())}Api`;

/**
 * The browser apps are released with the backend they call, so they name no API version (the
 * server answers them with its default): the `Salone-Version` header is left out of their
 * calls. Partners' programs name it (docs/changelog.md).
 */
const withoutVersionHeader = [
  {
    pattern: () => true,
    parameterFilter: (name, parameter) => parameter.in !== 'header' || name !== 'Salone-Version',
  },
];

/**
 * For the same reason, the answers only a later version gives are left out: an alternative of a
 * `oneOf` marked `x-salone-since` (the catalogue's pages, from 2026-12-08). The contract read by
 * the generator is written to a temporary file.
 */
function contractForBrowsers() {
  const fs = require('node:fs');
  const os = require('node:os');
  const path = require('node:path');
  const document = JSON.parse(
    fs.readFileSync(path.join(__dirname, '..', '..', 'docs', 'openapi.json'), 'utf8'),
  );
  const strip = (value) => {
    if (Array.isArray(value)) return value.map(strip);
    if (!value || typeof value !== 'object') return value;
    const result = Object.fromEntries(Object.entries(value).map(([k, v]) => [k, strip(v)]));
    if (Array.isArray(result.oneOf)) {
      const kept = result.oneOf.filter((alternative) => !alternative['x-salone-since']);
      const { oneOf: _oneOf, ...rest } = result;
      return kept.length === 1 ? { ...rest, ...kept[0] } : { ...rest, oneOf: kept };
    }
    return result;
  };
  const file = path.join(os.tmpdir(), `salone-contract-for-browsers-${process.pid}.json`);
  fs.writeFileSync(file, JSON.stringify(strip(document)));
  process.on('exit', () => fs.rmSync(file, { force: true }));
  return file;
}

/** @type {import('@rtk-query/codegen-openapi').ConfigFile} */
module.exports = {
  schemaFile: contractForBrowsers(),
  apiFile: './src/base-api.ts',
  apiImport: 'baseApi',
  hooks: { queries: true, lazyQueries: true, mutations: true },
  encodePathParams: true,
  // fetchBaseQuery encodes query parameters itself.
  encodeQueryParams: false,
  outputFiles: {
    './src/generated/session-api.ts': {
      exportName: 'generatedSessionApi',
      filterEndpoints: (name, { path }) => forBrowsers(name) && areaOf(path) === undefined,
      endpointOverrides: withoutVersionHeader,
    },
    ...Object.fromEntries(
      Object.keys(AREAS).map((area) => [
        `./src/generated/${area}-api.ts`,
        {
          // Through the package's own entry: in a remote, that is the host's shared slice.
          apiFile: './src/area-base.ts',
          exportName: exportName(area),
          filterEndpoints: (name, { path }) => forBrowsers(name) && areaOf(path) === area,
          endpointOverrides: withoutVersionHeader,
        },
      ]),
    ),
  },
};
