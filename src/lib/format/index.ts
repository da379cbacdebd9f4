export { formatCurrency, formatDistance, formatFuelPrice, formatPoints, pointsFromHundredths, FEET_PER_METRE, FEET_PER_MILE } from './numbers';
export {
  formatDate,
  formatTime,
  formatValidity,
  fromEpochSeconds,
  startOfWeekFor,
  toDate,
  weekStartsOn,
  type DateInput,
} from './dates';
export { getDateLocale, isDateLocaleLoaded, loadDateLocale } from './date-locales';
export { createFormatters, useFormat, type Formatters } from './use-format';
export { channelTimeZone, epochToZonedTime, isTimeZone, languageTimeZones, LOCAL_DATE_TIME_PATTERN, parseLocalDateTime, zonedTimeToEpoch } from './time-zone';
