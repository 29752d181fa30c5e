// A package's message catalogue (`src/messages/<locale>.json`) compiled for the browser: the
// messages' ICU syntax parsed at build time, so the page formats them without shipping a parser
// (docs/decisions/i18n-library-intl-messageformat.md).
const { compileCatalogue } = require('@salone/i18n/catalogue-tools');

module.exports = function catalogueLoader(source) {
  return JSON.stringify(compileCatalogue(JSON.parse(source)));
};
