// Jest reads the message catalogues as the build does: compiled (catalogue-loader.cjs).
const { createHash } = require('node:crypto');
const fs = require('node:fs');
const { compileCatalogue } = require('@salone/i18n/catalogue-tools');

const TOOLS = fs.readFileSync(require.resolve('@salone/i18n/catalogue-tools'), 'utf8');
const SELF = fs.readFileSync(__filename, 'utf8');

module.exports = {
  process(source) {
    return { code: JSON.stringify(compileCatalogue(JSON.parse(source))) };
  },
  getCacheKey(source, filename) {
    return createHash('sha256')
      .update(SELF)
      .update(TOOLS)
      .update(filename)
      .update(source)
      .digest('hex');
  },
};
