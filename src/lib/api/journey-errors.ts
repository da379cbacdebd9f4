// Spec section 8: the journey messages are ours. A failed call of these operations shows the i18n
// key chosen here by HTTP status and ErrorBody `code` (openapi/wl-v1.yaml documents the codes),
// never the server's wording. Rules are tried in order; the first match wins. A failure no rule
// matches (a 5xx, a transport fault) keeps the generic handling.

export type ErrorRule = {
  /** Exact status, or '4xx' for any client error. Omitted: any status. */
  status?: number | '4xx';
  /** ErrorBody `code`. Omitted: any code (or none). */
  code?: string;
  /** i18n key of the message the member reads. */
  key: string;
};

const CLIENT = '4xx' as const;

const codeEntry: ErrorRule[] = [
  { code: 'LINK_EXPIRED', key: 'errors.verificationExpired' },
  { status: CLIENT, key: 'errors.invalidCode' },
];

export const journeyErrors = {
  login: [{ status: CLIENT, key: 'errors.login' }],
  verifySmsCode: [
    { code: 'UNKNOWN_PHONE', key: 'errors.login' },
    { status: CLIENT, key: 'errors.invalidCode' },
  ],
  register: [
    { code: 'EMAIL_EXISTS', key: 'errors.emailExists' },
    { code: 'CARD_REGISTERED', key: 'errors.cardRegistered' },
    { code: 'CARD_VERIFICATION_FAILED', key: 'errors.cardVerificationFailed' },
    { code: 'WEAK_PASSWORD', key: 'errors.passwordRules' },
    { code: 'MANDATORY', key: 'errors.mandatoryFields' },
    { status: 409, key: 'errors.emailExists' },
    { status: 400, key: 'errors.mandatoryFields' },
  ],
  verifyCardForRegistration: [
    { code: 'CARD_REGISTERED', key: 'errors.cardRegistered' },
    { code: 'MANDATORY', key: 'errors.mandatoryFields' },
    { status: 409, key: 'errors.cardRegistered' },
    { status: CLIENT, key: 'errors.cardVerificationFailed' },
  ],
  pairCard: [
    { code: 'CARD_REGISTERED', key: 'errors.cardRegistered' },
    { status: 409, key: 'errors.cardRegistered' },
    { status: CLIENT, key: 'errors.cardVerificationFailed' },
  ],
  verifyEmail: codeEntry,
  verifyIdentity: codeEntry,
  redeemPromoCode: [
    { code: 'CODE_ALREADY_USED', key: 'errors.codeAlreadyUsed' },
    { status: 409, key: 'errors.codeAlreadyUsed' },
    { status: CLIENT, key: 'errors.invalidCode' },
  ],
  updateProfile: [
    { code: 'EMAIL_EXISTS', key: 'errors.emailExists' },
    { code: 'MANDATORY', key: 'errors.mandatoryFields' },
    { status: 409, key: 'errors.emailExists' },
  ],
  uploadInvoice: [
    { code: 'INVALID_FILE_TYPE', key: 'errors.uploadType' },
    { code: 'FILE_TOO_LARGE', key: 'errors.uploadSize' },
    { code: 'EMPTY_FILE', key: 'errors.uploadEmpty' },
    { status: 415, key: 'errors.uploadType' },
    { status: 413, key: 'errors.uploadSize' },
    { code: 'MANDATORY', key: 'errors.uploadType' },
  ],
  selectReward: [
    { code: 'NOT_VERIFIED', key: 'errors.onlyVerifiedRewards' },
    { code: 'NOT_ENOUGH_POINTS', key: 'errors.notEnoughPointsReward' },
  ],
} satisfies Record<string, ErrorRule[]>;

const codeOf = (body: unknown) =>
  body && typeof body === 'object' && typeof (body as { code?: unknown }).code === 'string' ? (body as { code: string }).code : undefined;

/** The i18n key for a failed response under `rules`, or undefined when none applies. */
export function journeyMessageKey(rules: readonly ErrorRule[] | undefined, status: number, body: unknown): string | undefined {
  if (!rules || status < 400) return undefined;
  const code = codeOf(body);
  const hit = rules.find(
    (rule) =>
      (rule.status === undefined || rule.status === status || (rule.status === CLIENT && status < 500)) &&
      (rule.code === undefined || rule.code === code),
  );
  return hit?.key;
}
