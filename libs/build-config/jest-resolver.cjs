// Jest's resolver, plus one rule for the workspace libraries compiled for Node: their sources
// name relative imports as compiled (`./money.js`), so inside libs/ a missing `.js` file is
// looked for as `.ts`. Everything else resolves exactly as Jest's default does.
const path = require('node:path');

const libs = path.resolve(__dirname, '..');

module.exports = (request, options) => {
  try {
    return options.defaultResolver(request, options);
  } catch (error) {
    const fromLibrary = options.basedir.startsWith(libs + path.sep);
    if (!fromLibrary || !request.startsWith('.') || !request.endsWith('.js')) throw error;
    return options.defaultResolver(`${request.slice(0, -3)}.ts`, options);
  }
};
