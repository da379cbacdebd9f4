const MAX_ID_LENGTH = 256;

/** Reads a dotted path (`params_v2.customer_id`) through own properties only. */
function readPath(source: unknown, path: string): unknown {
  let value: unknown = source;
  for (const key of path.split('.')) {
    if (!key || value === null || typeof value !== 'object' || Array.isArray(value)) return undefined;
    if (!Object.prototype.hasOwnProperty.call(value, key)) return undefined;
    value = (value as Record<string, unknown>)[key];
  }
  return value;
}

function asIdentifier(value: unknown): string | null {
  if (typeof value === 'number') return Number.isFinite(value) ? String(value) : null;
  if (typeof value !== 'string') return null;
  const trimmed = value.trim();
  return trimmed && trimmed.length <= MAX_ID_LENGTH ? trimmed : null;
}

/**
 * The customer ids of `member` under the channel's mapping (identifier name -> member field path).
 * A field that is missing, empty or not a string/number is skipped: an identifier is never sent empty.
 */
export function mapCustomerIds(mapping: Readonly<Record<string, string>> | undefined, member: unknown): Record<string, string> {
  const ids: Record<string, string> = {};
  for (const [name, path] of Object.entries(mapping ?? {})) {
    const value = asIdentifier(readPath(member, path));
    if (value !== null) ids[name] = value;
  }
  return ids;
}
