import { valueAt } from '@/engine/blocks';
import type { SwitchProps } from '@/generated/block-props';

export type SwitchCase = SwitchProps['cases'][number];
export type SwitchState = { query: URLSearchParams; signedIn: boolean };

/** The item is not loaded yet: a case that reaches a `field` condition cannot be decided. */
export const PENDING = Symbol('pending');

const holds = (when: NonNullable<SwitchCase['when']>, state: SwitchState, item: unknown): boolean | typeof PENDING => {
  if (when.query !== undefined && !state.query.get(when.query)) return false;
  if (when.signedIn !== undefined && when.signedIn !== state.signedIn) return false;
  if (when.field === undefined) return true;
  if (item === PENDING) return PENDING;
  const value = valueAt(item, when.field);
  return when.equals === undefined ? value !== undefined && value !== null && value !== '' && value !== false : value === when.equals;
};

/**
 * The first case whose conditions all hold (checked in order, so `signedIn` before `field` keeps a
 * visitor from needing the member's data); PENDING when a case needs the item first; null when none.
 */
export function pickCase(cases: readonly SwitchCase[], state: SwitchState, item: unknown): SwitchCase | null | typeof PENDING {
  for (const c of cases) {
    const result = c.when ? holds(c.when, state, item) : true;
    if (result === PENDING) return PENDING;
    if (result) return c;
  }
  return null;
}

/** Ids of children some case names: the others show in every state. */
export const namedIds = (cases: readonly SwitchCase[]) => new Set(cases.flatMap((c) => c.show));
