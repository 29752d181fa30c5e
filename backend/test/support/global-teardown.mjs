// Jest's global teardown: removes the run's template database, through the same module that made
// it (make-template.ts --remove reads the variables global-setup.mjs set).
import { runMakeTemplate } from './global-setup.mjs';

export default function globalTeardown() {
  runMakeTemplate(['--remove']);
}
