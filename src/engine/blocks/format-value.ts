import type { TFunction } from 'i18next';
import type { Formatters } from '@/lib/format';

export type ValueFormat = 'text' | 'points' | 'date' | 'time' | 'datetime' | 'currency' | 'status';

/** Reads a dotted path (`wallet.points`) from an item. */
export function valueAt(item: unknown, path: string): unknown {
  let current: unknown = item;
  for (const part of path.split('.')) {
    if (!current || typeof current !== 'object') return undefined;
    current = (current as Record<string, unknown>)[part];
  }
  return current;
}

const isDateInput = (v: unknown): v is string | number => typeof v === 'string' || typeof v === 'number';

/**
 * One table cell or detail value as text. Points are hundredths; currency uses the item's `currency`
 * (ISO 4217) or the given default; a time may already be `HH:mm`; status translates
 * `<keyPrefix>.<value>` (default `history.status`).
 */
export function formatValue(
  format: ValueFormat | undefined,
  value: unknown,
  item: unknown,
  fmt: Formatters,
  t: TFunction,
  options: { currency?: string; keyPrefix?: string } = {},
): string {
  const { currency: defaultCurrency = 'EUR', keyPrefix = 'history.status' } = options;
  if (value === null || value === undefined || value === '') return '';
  switch (format) {
    case 'points':
      return typeof value === 'number' ? fmt.points(value) : String(value);
    case 'currency': {
      const code = valueAt(item, 'currency');
      return typeof value === 'number' ? fmt.currency(value, typeof code === 'string' ? code : defaultCurrency) : String(value);
    }
    case 'date':
      return isDateInput(value) ? fmt.date(value) : '';
    case 'time':
      if (typeof value === 'string' && /^\d{1,2}:\d{2}$/.test(value)) return value;
      return isDateInput(value) ? fmt.time(value) : '';
    case 'datetime':
      return isDateInput(value) ? `${fmt.date(value)} ${fmt.time(value)}` : '';
    case 'status':
      return t(`${keyPrefix}.${String(value)}`, { defaultValue: String(value) });
    default:
      return typeof value === 'object' ? '' : String(value);
  }
}
