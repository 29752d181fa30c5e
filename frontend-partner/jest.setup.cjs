// The route tests render PartnerRoutes and AdminRoutes, whose pages load lazily: on a busy
// machine the first page can take longer than Testing Library's default second to appear.
const { configure } = require('@testing-library/react');

configure({ asyncUtilTimeout: 5000 });
// The pages load lazily, and with them the partner catalogue: declared here, so the English
// messages are loaded before each test file (libs/build-config/jest.setup.cjs loads them).
require('./src/i18n');
