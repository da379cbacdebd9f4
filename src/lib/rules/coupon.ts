import { addDays, isSameDay } from 'date-fns';
import type { components } from '@/generated/api';

/*
 * Coupon business rules (spec sections 4, 5 and 9). Pure functions of the coupon, the member and
 * the current time in epoch milliseconds, so the UI, the demo backend and the tests share them.
 */

export type Coupon = components['schemas']['Coupon'];
export type User = components['schemas']['User'];
export type Wallet = components['schemas']['Wallet'];

export const SECOND_MS = 1000;
export const HOUR_S = 3600;
export const DAY_S = 86_400;
/** The countdown replaces the ribbon label at this many seconds or fewer. */
export const COUNTDOWN_VISIBLE_S = 100;
/** Above this many seconds the live timer counts minutes instead of seconds. */
export const TIMER_MINUTES_ABOVE_S = 180;
/** Ribbon and timer thresholds: more than 2 days. */
export const TWO_DAYS_S = 2 * DAY_S;

/** `ended`: the coupon's end has passed; it offers no action at all, whoever looks. */
export type CouponButtonState = 'ended' | 'locked' | 'active' | 'use' | 'not-allowed';
/** `ribbon`: the configured ribbon colour (warning by default). */
export type RibbonTone = 'archived' | 'ribbon' | 'error';
export type TimerUnit = 'days' | 'hours' | 'minutes' | 'seconds';
export interface TimerText {
  unit: TimerUnit;
  value: number;
}
export type ValidityText =
  | { kind: 'range'; from: Date | null; until: Date | null; urgent: false }
  | { kind: 'today' | 'tomorrow'; from: Date | null; until: Date; urgent: true };

/** What of the member a coupon's state depends on: whether verified, and the wallets' points. */
export type CouponMember = Pick<User, 'is_verified' | 'wallets'>;
type MemberLike = CouponMember | null | undefined;

function parseTime(value: string | null | undefined): number | null {
  if (!value) return null;
  const ms = Date.parse(value);
  return Number.isNaN(ms) ? null : ms;
}

/** Points (hundredths) of the member's primary wallet; no member or no primary wallet -> 0. */
export function primaryWalletPoints(user: MemberLike): number {
  const wallet = user?.wallets?.find((w) => w.is_primary);
  return wallet && Number.isFinite(wallet.points) ? wallet.points : 0;
}

/** Start of validity in epoch ms, or null when the coupon has no start. */
export function couponStart(coupon: Coupon): number | null {
  return parseTime(coupon.valid_from);
}

/** End of validity in epoch ms: expiration_at (epoch seconds) wins over valid_until. */
export function couponEnd(coupon: Coupon): number | null {
  if (typeof coupon.expiration_at === 'number' && Number.isFinite(coupon.expiration_at)) {
    return coupon.expiration_at * SECOND_MS;
  }
  return parseTime(coupon.valid_until);
}

/** True while now is before valid_from. A coupon without a start has started. */
export function isNotStarted(coupon: Coupon, now: number): boolean {
  const start = couponStart(coupon);
  return start !== null && now < start;
}

/**
 * Spec 5: verified, points <= primary wallet points (missing wallet = 0), now >= valid_from; and
 * not ended (the backend refuses an ended coupon, so it is never offered).
 */
export function canActivate(coupon: Coupon, user: MemberLike, now: number): boolean {
  if (!user?.is_verified) return false;
  if (coupon.points > primaryWalletPoints(user)) return false;
  return !isNotStarted(coupon, now) && !isExpired(coupon, now);
}

/**
 * Spec 4: which button the coupon shows for this member at this time. An ended coupon (judged
 * against `now`, however old the list that carried it) is `ended` before anything else.
 */
export function couponButtonState(coupon: Coupon, user: MemberLike, now: number): CouponButtonState {
  if (isExpired(coupon, now)) return 'ended';
  if (!user?.is_verified) return 'locked';
  if (coupon.activated) return 'active';
  return canActivate(coupon, user, now) ? 'use' : 'not-allowed';
}

/**
 * Why a `not-allowed` coupon cannot be activated, as the member is told: too few points first (they
 * will not have more when it starts), else not started yet (spec 5: now >= valid_from).
 */
export type NotAllowedReason = 'not-enough-points' | 'not-started';

export function notAllowedReason(coupon: Coupon, user: MemberLike, now: number): NotAllowedReason {
  if (coupon.points > primaryWalletPoints(user)) return 'not-enough-points';
  return isNotStarted(coupon, now) ? 'not-started' : 'not-enough-points';
}

/** Countdown target in epoch ms: valid_from before the start, else the end; null without one. */
export function countdownTarget(coupon: Coupon, now: number): number | null {
  if (isNotStarted(coupon, now)) return couponStart(coupon);
  return couponEnd(coupon);
}

/** Whole seconds left until `target` (rounded up, never negative). */
export function remainingSeconds(target: number, now: number): number {
  return Math.max(0, Math.ceil((target - now) / SECOND_MS));
}

/** True once the coupon's end has passed (a detail page can still show it). */
export function isExpired(coupon: Coupon, now: number): boolean {
  const end = couponEnd(coupon);
  return end !== null && now >= end;
}

/** Ribbon colour: grey before the start, without an end or once expired; configured colour above 2 days; red. */
export function ribbonTone(coupon: Coupon, now: number): RibbonTone {
  const end = couponEnd(coupon);
  if (isNotStarted(coupon, now) || end === null || now >= end) return 'archived';
  return end - now > TWO_DAYS_S * SECOND_MS ? 'ribbon' : 'error';
}

/** The countdown shows at 100 seconds or fewer remaining. */
export function countdownVisible(secondsLeft: number): boolean {
  return secondsLeft <= COUNTDOWN_VISIBLE_S;
}

/** What the ribbon shows at `now`: "Expired" once ended, a countdown at 100 s or fewer, else the label, else nothing. */
export function ribbonContent(coupon: Coupon, now: number): 'expired' | 'countdown' | 'label' | null {
  if (isExpired(coupon, now)) return 'expired';
  const target = countdownTarget(coupon, now);
  if (target !== null && countdownVisible(remainingSeconds(target, now))) return 'countdown';
  return coupon.ribbon ? 'label' : null;
}

/**
 * Timer text as a unit and a whole value (the component translates it with i18next plurals):
 * more than 2 days -> days; more than 1 hour -> hours; otherwise minutes above 180 s, else seconds.
 * Seconds are rounded up (the timer reads 0 only at the end); larger units are whole units elapsed.
 */
export function timerText(remainingMs: number): TimerText {
  const seconds = Math.max(0, Math.ceil(remainingMs / SECOND_MS));
  if (seconds > TWO_DAYS_S) return { unit: 'days', value: Math.floor(seconds / DAY_S) };
  if (seconds > HOUR_S) return { unit: 'hours', value: Math.floor(seconds / HOUR_S) };
  if (seconds > TIMER_MINUTES_ABOVE_S) return { unit: 'minutes', value: Math.floor(seconds / 60) };
  return { unit: 'seconds', value: seconds };
}

/**
 * Validity line of a non-activated coupon (null for activated ones or without any date): the
 * date range, or "valid today" / "valid tomorrow" (urgent, shown in red) when the end falls on
 * today's or tomorrow's local calendar day and has not passed yet (an ended coupon shows its range).
 */
export function validityText(coupon: Coupon, now: number): ValidityText | null {
  if (coupon.activated) return null;
  const startMs = couponStart(coupon);
  const endMs = couponEnd(coupon);
  const from = startMs === null ? null : new Date(startMs);
  if (endMs === null) return from ? { kind: 'range', from, until: null, urgent: false } : null;
  const until = new Date(endMs);
  if (now >= endMs) return { kind: 'range', from, until, urgent: false };
  if (isSameDay(until, now)) return { kind: 'today', from, until, urgent: true };
  if (isSameDay(until, addDays(now, 1))) return { kind: 'tomorrow', from, until, urgent: true };
  return { kind: 'range', from, until, urgent: false };
}

/** Reminders (dashboard and till): a coupon ending within this many seconds is listed first. */
export const ENDING_SOON_S = TWO_DAYS_S;

/** True while the coupon runs (started, not ended) and ends within `ENDING_SOON_S`. */
export function endsSoon(coupon: Coupon, now: number): boolean {
  const end = couponEnd(coupon);
  return end !== null && !isNotStarted(coupon, now) && now < end && end - now <= ENDING_SOON_S * SECOND_MS;
}

/** True while the coupon runs and its end falls on the device's local today (the app badge counts these). */
export function endsToday(coupon: Coupon, now: number): boolean {
  const end = couponEnd(coupon);
  return end !== null && now < end && isSameDay(end, now);
}

/**
 * Reminder order: coupons ending within 48 hours first, soonest first; the rest keep their order.
 * Expired ones go last (they are shown as expired, never as usable).
 */
export function endingSoonFirst<T extends Coupon>(coupons: readonly T[], now: number): T[] {
  const rank = (coupon: T) => (isExpired(coupon, now) ? 2 : endsSoon(coupon, now) ? 0 : 1);
  return coupons
    .map((coupon, index) => ({ coupon, index }))
    .sort((a, b) => {
      const byRank = rank(a.coupon) - rank(b.coupon);
      if (byRank !== 0) return byRank;
      if (rank(a.coupon) === 0) return (couponEnd(a.coupon) ?? 0) - (couponEnd(b.coupon) ?? 0);
      return a.index - b.index;
    })
    .map(({ coupon }) => coupon);
}
