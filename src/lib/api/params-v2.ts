// Operator-added form fields travel in the member's params_v2 (openapi/wl-v1.yaml, User.params_v2).
// Keys are normalised: diacritics removed, camelCase split, lower-cased, every run of characters
// other than a-z and 0-9 one underscore, no leading or trailing underscore.

type Scalar = string | number | boolean;

/** `Favourite Station`, `favouriteStation`, `favourite-station` -> `favourite_station`. */
export function normaliseParamKey(name: string): string {
  return name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/([a-z0-9])([A-Z])/g, '$1_$2')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '_')
    .replace(/^_+|_+$/g, '');
}

const isScalar = (value: unknown): value is Scalar =>
  typeof value === 'string' || typeof value === 'boolean' || (typeof value === 'number' && Number.isFinite(value));

/**
 * The fields of `data` the action does not send itself (`handled`), keyed for params_v2: strings
 * trimmed, empty values and non-scalars (files, objects) left out. Undefined when there are none.
 */
export function paramsFromForm(data: Readonly<Record<string, unknown>>, handled: readonly string[]): Record<string, Scalar> | undefined {
  const out: Record<string, Scalar> = {};
  for (const [name, raw] of Object.entries(data)) {
    if (handled.includes(name) || !isScalar(raw)) continue;
    const value = typeof raw === 'string' ? raw.trim() : raw;
    const key = normaliseParamKey(name);
    if (key && value !== '') out[key] = value;
  }
  return Object.keys(out).length > 0 ? out : undefined;
}

/**
 * The member as form data: params_v2 entries beside the member's own fields (which win), so a form
 * field named by its normalised key shows the stored value again.
 */
export function withParams<T extends { params_v2?: Record<string, unknown> }>(user: T): T & Record<string, unknown> {
  return { ...(user.params_v2 ?? {}), ...user };
}
