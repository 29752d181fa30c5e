export { formatUsd, formatSle, formatCompactUsd, formatCost, formatNumber, plural } from './money';
export {
  SIERRA_LEONE_TIME_ZONE,
  formatDate,
  formatDateTime,
  formatTime,
  formatDateRange,
  dayAndMonth,
  todayIso,
  type DateInput,
} from './dates';
