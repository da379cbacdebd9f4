// A block's visibility window (`visible_from` / `visible_until` in schemas/screens.schema.json): channel
// date-times read in the channel's time zone. The block shows from `visible_from` (inclusive) until
// `visible_until` (exclusive). A bound that is no date-time hides the block (a campaign never shows by
// mistake; the preset check reports it), and so does a reversed window. Time is the one clock
// (`clockNow`), which follows the demo clock and the studio preview's date.
import { useEffect, useReducer } from 'react';
import { useTranslation } from 'react-i18next';
import { useSection } from '@/engine/config/config-context';
import { clockNow } from '@/lib/clock';
import { channelTimeZone, zonedTimeToEpoch } from '@/lib/format/time-zone';
import { resolveLanguage } from '@/lib/i18n/languages';
import type { Block } from './types';

type Window = Pick<Block, 'visible_from' | 'visible_until'>;

/** The window's bounds as instants; `undefined` = no bound, `null` = a bound that is no date-time. */
function bounds(block: Window, zone: string) {
  const at = (value: unknown) => (value === undefined ? undefined : zonedTimeToEpoch(value, zone));
  return { from: at(block.visible_from), until: at(block.visible_until) };
}

/** Whether the block shows at instant `now` in a channel of time zone `zone`. */
export function blockVisibleAt(block: Window, now: number, zone: string): boolean {
  if (block.visible_from === undefined && block.visible_until === undefined) return true;
  const { from, until } = bounds(block, zone);
  if (from === null || until === null) return false;
  return (from === undefined || now >= from) && (until === undefined || now < until);
}

/** The next instant after `now` at which the block appears or disappears, if any. */
export function nextWindowChange(block: Window, now: number, zone: string): number | undefined {
  const { from, until } = bounds(block, zone);
  return [from, until].filter((t): t is number => typeof t === 'number' && t > now).sort((a, b) => a - b)[0];
}

/** setTimeout's longest delay; a later change is picked up by the next render. */
const MAX_DELAY = 2 ** 31 - 1;

/** Whether the block shows now; re-renders when its window opens or closes while it is on screen. */
export function useBlockVisible(block: Block): boolean {
  const { i18n } = useTranslation();
  const configured = useSection('GENERAL').time_zone;
  const [, tick] = useReducer((n: number) => n + 1, 0);
  const zone = channelTimeZone(configured, resolveLanguage(i18n.language));
  const dated = block.visible_from !== undefined || block.visible_until !== undefined;
  const now = clockNow();
  const next = dated ? nextWindowChange(block, now, zone) : undefined;
  useEffect(() => {
    if (next === undefined || next - now > MAX_DELAY) return;
    const timer = setTimeout(tick, next - now + 1);
    return () => clearTimeout(timer);
  }, [next, now]);
  return dated ? blockVisibleAt(block, now, zone) : true;
}
