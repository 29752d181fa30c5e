// The format tests run on a clock far from GMT, so a formatter that forgot Sierra Leone's time
// zone shows the wrong day and fails. The zone is set for this package's test files only (the
// web packages share one Jest run and its worker processes): Node reads TZ when it changes, so
// it is set in the worker while one of these files runs and put back afterwards.
const SaloneJsdomEnvironment = require('../build-config/jest-environment.cjs');

const FAR_ZONE = 'Pacific/Kiritimati';

class FarClockEnvironment extends SaloneJsdomEnvironment {
  async setup() {
    this.savedZone = process.env.TZ;
    process.env.TZ = FAR_ZONE;
    await super.setup();
  }

  async teardown() {
    await super.teardown();
    if (this.savedZone === undefined) delete process.env.TZ;
    else process.env.TZ = this.savedZone;
  }
}

module.exports = FarClockEnvironment;
