import { formatDate } from './dates';
import { formatUsd } from './money';

/**
 * The first number format and the first date format a page makes are dear: the browser's Intl
 * lists every locale it knows for each kind, once per page (18 to 47 ms for the first currency
 * format in Chromium on our 2-core build machine, unthrottled; 5 to 8 ms more for the first date
 * format; a slower phone pays more). Made while a page is being rendered they lengthen the
 * render's own task. The app makes them at start-up, each in a task of its own, before its first
 * render (docs/decisions.md 540); every frontend's formats are cheap after that, whichever copy
 * of this library makes them.
 */
export function prepareNumberFormats(): void {
  formatUsd(0);
}

/** The date formats' share of the above: day, month and year on Sierra Leone's clock. */
export function prepareDateFormats(): void {
  formatDate(new Date(0));
}
