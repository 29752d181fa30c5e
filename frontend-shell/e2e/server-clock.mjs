/**
 * A clock the reviews journey can move forward, for the app server it starts for itself
 * (`node --import ./server-clock.mjs backend/dist/main.js`): `Date` runs E2E_CLOCK_FILE's
 * milliseconds ahead of the real clock (0 while the file is missing). The review request goes
 * out "the day after" a tour, so the journey moves this server's clock to the next morning
 * instead of waiting a day. Test code only: never part of a build; the shared journeys' server
 * keeps the real clock.
 */
import * as fs from 'node:fs';

const file = process.env.E2E_CLOCK_FILE;
const RealDate = Date;
const realNow = RealDate.now.bind(RealDate);
let offset = 0;
let readAt = -Infinity;

/** The offset, read again at most every 50 ms. */
function currentOffset() {
  const now = realNow();
  if (file && now - readAt > 50) {
    readAt = now;
    try {
      offset = Number(fs.readFileSync(file, 'utf8')) || 0;
    } catch {
      offset = 0;
    }
  }
  return offset;
}

/** `Date` with the offset: `new Date()`, `Date.now()` and `Date()` read the moved clock. */
function ShiftedDate(...args) {
  if (!new.target) return new RealDate(realNow() + currentOffset()).toString();
  return args.length === 0 ? new RealDate(realNow() + currentOffset()) : new RealDate(...args);
}
ShiftedDate.prototype = RealDate.prototype;
ShiftedDate.now = () => realNow() + currentOffset();
ShiftedDate.parse = RealDate.parse;
ShiftedDate.UTC = RealDate.UTC;

globalThis.Date = ShiftedDate;
