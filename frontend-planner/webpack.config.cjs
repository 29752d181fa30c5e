const { createConfig, createServerConfig } = require('@salone/build-config');

const exposes = { './PlannerPage': './src/PlannerPage.tsx' };

module.exports = [
  createConfig({ dir: __dirname, name: 'planner', port: 4202, exposes }),
  // The server build the shell renders /ai-planner with (docs/decisions.md 490, 510).
  createServerConfig({ dir: __dirname, name: 'planner', exposes }),
];
