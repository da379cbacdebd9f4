// APP links in config (menu entries, footer links) open a portal route in the same tab, so they must
// stay on the portal's origin: an item whose APP target is not an in-app link (`inAppPath`) is
// dropped, alone, with a pointer warning like any invalid config item.
import { inAppPath } from '@/lib/sanitize/link';
import { joinPointer } from './json-pointer';

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

function leavesPortal(item: unknown): boolean {
  if (!isRecord(item) || !isRecord(item.link)) return false;
  const { type, target } = item.link;
  return type === 'APP' && typeof target === 'string' && target.trim() !== '' && inAppPath(target) === null;
}

/** JSON pointers (from the root of `value`) of every array item holding an APP link that leaves the portal. */
export function offsiteAppLinkItems(value: unknown, pointer = ''): string[] {
  if (Array.isArray(value)) {
    return value.flatMap((item, index) => {
      const at = joinPointer(pointer, String(index));
      return leavesPortal(item) ? [at] : offsiteAppLinkItems(item, at);
    });
  }
  if (isRecord(value)) return Object.entries(value).flatMap(([key, child]) => offsiteAppLinkItems(child, joinPointer(pointer, key)));
  return [];
}

export const OFFSITE_APP_LINK = 'an APP link must be a path on the portal (starting with one "/")';
