const { createConfig, createServerConfig } = require('@salone/build-config');

const exposes = { './PlannerPage': './src/PlannerPage.tsx' };

module.exports = [
  createConfig({ dir: __dirname, name: 'planner', port: 4202, exposes }),
  // The server build the shell renders /ai-planner with
  // (docs/decisions/server-rendering-public-pages.md,
  // docs/decisions/planner-form-rendered-on-server.md).
  createServerConfig({ dir: __dirname, name: 'planner', exposes }),
];
