// What several actions share: reading form data, running a mutation through the query client, the
// fields each API body carries itself (any other field goes to params_v2).
import { MutationObserver, type MutationOptions, type QueryClient } from '@tanstack/react-query';
import type { cardVerification } from '@/app/journey-state';
import type { FormData } from '@/engine/forms/types';
import { withoutReports } from '@/lib/api/client';

/**
 * Runs a mutation through the query client, so its invalidations happen as with useMutation. A
 * failure with our journey message raises no toast: the form that ran the action shows it inline.
 */
export function runMutation<TData, TVariables>(queryClient: QueryClient, options: MutationOptions<TData, Error, TVariables>, variables: TVariables) {
  const run = options.mutationFn;
  const quiet: MutationOptions<TData, Error, TVariables> = run ? { ...options, mutationFn: (vars, context) => withoutReports(() => run(vars, context)) } : options;
  return new MutationObserver<TData, Error, TVariables>(queryClient, quiet).mutate(variables);
}

export const text = (data: FormData, field: string) => (typeof data[field] === 'string' ? (data[field] as string).trim() : '');
export const pick = <K extends string>(data: FormData, fields: readonly K[]) =>
  Object.fromEntries(fields.filter((f) => data[f] !== undefined && data[f] !== '').map((f) => [f, data[f]])) as Record<K, string>;

export const withOptional = <K extends string, V>(key: K, value: V | undefined) => (value === undefined ? {} : ({ [key]: value } as Record<K, V>));

export const ADDRESS_FIELDS = ['name', 'street', 'city', 'postal_code', 'country'] as const;
export const PROFILE_FIELDS = ['first_name', 'surname', 'email', 'phone', 'phone_secondary', 'sex'] as const;
/** Registration fields the body carries itself (or that are form-only: repeat, consents); any other goes to params_v2. */
export const REGISTRATION_FIELDS = [
  'first_name', 'surname', 'email', 'phone', 'password', 'password_repeat', 'card_choice', 'card_number', 'check_value',
  'consent_personal_data', 'consent_terms',
] as const;

export type CardVerificationState = Parameters<typeof cardVerification.set>[0] & object;
