const { createConfig } = require('@salone/build-config');

module.exports = createConfig({
  dir: __dirname,
  name: 'planner',
  port: 4202,
  exposes: { './PlannerPage': './src/PlannerPage.tsx' },
});
