// The route tests render PartnerRoutes and AdminRoutes, whose pages load lazily: on a busy
// machine the first page can take longer than Testing Library's default second to appear.
const { configure } = require('@testing-library/react');

configure({ asyncUtilTimeout: 5000 });
