// A refusal of the channel service in the studio's language, read from its `code` and fields (never
// from its English message): the publish and review refusals (412 STALE_VERSION, 409 BASE_CHANGED,
// 428, the four eyes, 422 INVALID_CONFIG with the check's findings). null for a code the studio has
// no words for: the caller says the status and keeps the service's message.
import type { components } from '@/generated/api';
import type { Finding } from '@/lib/preset-check/findings';
import { placeWords } from '../conflict-words';
import { findingText } from '../finding-words';
import type { StudioT } from '../studio-i18n';

type Since = components['schemas']['VersionSince'];
export type RefusalBody = {
  code?: string;
  current_version?: number;
  base_version?: number;
  since?: Since[];
  conflicts?: unknown[];
  errors?: { pointer: string; message: string }[];
  revision?: number;
  used_by?: string[];
  conflict?: { version?: number };
};

/** The refusal codes the studio words itself (each has `refusalWords.<code>`, or `account.errors.<code>`, in every studio language). */
export const REFUSAL_CODES = [
  'STALE_VERSION',
  'BASE_CHANGED',
  'INVALID_BASE',
  'PRECONDITION_REQUIRED',
  'REVISION_REQUIRED',
  'REVISION_CHANGED',
  'INVALID_CONFIG',
  'COMMENT_REQUIRED',
  'OWN_PROPOSAL',
  'NOT_AUTHOR',
  'SECOND_FACTOR_REQUIRED',
  'TOKEN_EXPIRED',
  'ASSET_IN_USE',
  'SCHEDULE_CONFLICT',
] as const;
type Code = (typeof REFUSAL_CODES)[number];
const known = (code: unknown): code is Code => (REFUSAL_CODES as readonly unknown[]).includes(code);

/** "version 4 (publisher@demo.test: “New Year banner”)", in the studio's language. */
export function sinceWords(t: StudioT, since: readonly Since[] | undefined): string {
  return (since ?? [])
    .map((v) => {
      const who = v.editor && v.editor !== v.author ? t('refusalWords.publishedBy', { editor: v.editor, author: v.author }) : v.author;
      return v.message ? t('refusalWords.sinceMessage', { number: v.number, who, message: v.message }) : t('refusalWords.since', { number: v.number, who });
    })
    .join(', ');
}

/** The refusal in words, or null when its code is not one the studio words. `config`: the draft, to name places in. */
export function refusalWords(t: StudioT, language: string, body: RefusalBody | undefined, config?: unknown): string | null {
  const code = body?.code;
  if (!body || !known(code)) return null;
  const key = `refusalWords.${code}` as 'refusalWords.STALE_VERSION';
  const current = body.current_version ?? '?';
  switch (code) {
    case 'STALE_VERSION':
      return t(key, { current, base: body.base_version ?? '?', since: sinceWords(t, body.since) });
    case 'BASE_CHANGED':
      return t(key, { current, base: body.base_version ?? '?', since: sinceWords(t, body.since), number: body.conflicts?.length ?? 0 });
    case 'INVALID_CONFIG': {
      const first = body.errors?.[0];
      if (!first) return t('refusalWords.noSections');
      const finding: Pick<Finding, 'message' | 'severity'> = { message: first.message, severity: 'error' };
      return t(key, { number: body.errors!.length, where: placeWords(t, language, config, first.pointer), finding: findingText(t, language, finding) });
    }
    case 'REVISION_CHANGED':
      return t(key, { revision: body.revision ?? '?' });
    case 'ASSET_IN_USE':
      return t(key, { users: (body.used_by ?? []).join(', ') });
    case 'SECOND_FACTOR_REQUIRED':
      return t('account.errors.SECOND_FACTOR_REQUIRED');
    case 'SCHEDULE_CONFLICT':
      return t(key, { version: body.conflict?.version ?? '?' });
    default:
      return t(key, { current });
  }
}
