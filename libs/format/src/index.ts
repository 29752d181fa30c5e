export {
  formatUsd,
  formatSle,
  formatCompactUsd,
  formatCost,
  formatNumber,
  plural,
  formatPrice,
  formatPriceOrFree,
  formatCompactPrice,
  formatRate,
  inLeones,
  DOLLARS,
  type DisplayCurrency,
  type PriceView,
} from './money';
export {
  SIERRA_LEONE_TIME_ZONE,
  formatDate,
  formatDateTime,
  formatTime,
  formatDateRange,
  dayAndMonth,
  todayIso,
  type DateInput,
  type DateLanguage,
  type DateOptions,
} from './dates';
export { whatsappLink, listingMessage, bookingMessage } from './whatsapp';
