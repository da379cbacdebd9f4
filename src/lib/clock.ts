/*
 * The portal's time: the browser's clock plus an offset, 0 unless the portal follows the demo
 * backend's clock (portal.config.json `demo: true`). The demo backend's clock can be moved
 * (POST /__demo/time); it says by how much on every API response (`DEMO_CLOCK_HEADER`, in
 * milliseconds), so the coupon tiles judge validity by the same time as the backend. A real
 * backend sends no such header and the offset stays 0.
 */

/** Response header of the demo backend: its clock's offset from real time, in milliseconds. */
export const DEMO_CLOCK_HEADER = 'x-demo-clock-offset';

let offsetMs = 0;
/** Set by the studio preview's date: wins over the demo clock until it is unset. */
let previewOffsetMs: number | null = null;

/** The portal's current time in epoch milliseconds. */
export function clockNow(): number {
  return Date.now() + (previewOffsetMs ?? offsetMs);
}

/**
 * Runs the clock from the instant `at` (epoch ms) onwards, whatever the demo backend says (the studio
 * preview's chosen date); `null` goes back to following the demo clock.
 */
export function setPreviewClock(at: number | null): void {
  previewOffsetMs = at === null || !Number.isFinite(at) ? null : at - Date.now();
}

/** Follows a clock that runs `offset` milliseconds ahead of (or behind) this browser's. */
export function setClockOffset(offset: number): void {
  if (Number.isFinite(offset)) offsetMs = offset;
}

/** Reads the demo backend's clock offset from a response (ignored when absent or not a number). */
export function followDemoClock(headers: Pick<Headers, 'get'>): void {
  const value = headers.get(DEMO_CLOCK_HEADER);
  if (value !== null && value.trim() !== '') setClockOffset(Number(value));
}
