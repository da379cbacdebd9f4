import { memo, useEffect, useEffectEvent, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { timerText } from '@/lib/rules/coupon';
import { useNow } from './ticker';

export interface CountdownProps {
  /** The moment the countdown runs to, in epoch milliseconds. */
  target: number;
  /**
   * Called once when the countdown reaches zero while it is shown (the app refreshes the coupon
   * list). Not called when it is mounted already at zero, so a stale list cannot loop refreshes.
   */
  onEnd?: () => void;
  /** Accessible name of the timer; defaults to the `countdown.label` text. */
  label?: string;
  className?: string;
}

/**
 * Translated timer text ('3 days', '2 hours', '4 minutes', '59 seconds') driven by the shared
 * ticker. role=timer is not announced on every tick (aria-live off); it carries a label instead.
 */
export const Countdown = memo(function Countdown({ target, onEnd, label, className }: CountdownProps) {
  const { t } = useTranslation();
  const now = useNow();
  const remaining = target - now;
  const text = timerText(remaining);
  const ended = remaining <= 0;
  const run = useRef({ target, sawRunning: false, fired: false });
  const fireEnd = useEffectEvent(() => onEnd?.());

  useEffect(() => {
    if (run.current.target !== target) run.current = { target, sawRunning: false, fired: false };
    const state = run.current;
    if (!ended) {
      state.sawRunning = true;
    } else if (state.sawRunning && !state.fired) {
      state.fired = true;
      fireEnd();
    }
  }, [ended, target]);

  return (
    <span
      role="timer"
      aria-live="off"
      aria-atomic="true"
      aria-label={label ?? t('countdown.label')}
      className={className}
    >
      {t(`countdown.${text.unit}`, { count: text.value })}
    </span>
  );
});
