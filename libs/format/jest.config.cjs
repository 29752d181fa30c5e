// The tests run on a clock far from GMT, so a formatter that forgot Sierra Leone's time zone
// shows the wrong day and fails.
process.env.TZ = 'Pacific/Kiritimati';
module.exports = require('../build-config/jest.cjs').createJestConfig(__dirname);
