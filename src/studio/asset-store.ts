// The signed-in channel's asset library as React state: loaded once per channel, refreshed after an
// upload or a delete, and again when a draft names an image the held library lacks (another tab or
// operator uploaded it since this tab loaded the library: a publisher's tab opened before the
// editor's upload). The studio's check reads its hashes (an image block naming an asset the library
// lacks is a finding); unknown (not signed in, not loaded, or loading again for a named image)
// checks no asset, so a stale library never reports an image the service holds.
import { useEffect, useSyncExternalStore } from 'react';
import type { components } from '@/generated/api';
import { listAssets } from '@/lib/api/operations/list-assets';
import { useOperatorSession } from './operator/use-operator';

export type Asset = components['schemas']['Asset'];
/** `sought`: hashes a draft named that were missing when the library was last loaded for them (not asked again). */
type Library = { channelId: string; assets: Asset[]; hashes: ReadonlySet<string>; sought: ReadonlySet<string> };

let library: Library | null = null;
let loading: string | null = null;
const listeners = new Set<() => void>();
const publish = (next: Library | null) => {
  library = next;
  listeners.forEach((listener) => listener());
};
const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

/** Loads the library of the channel again (after an upload or a delete, or for `sought` hashes it lacked). */
export async function refreshAssets(channelId: string, sought: readonly string[] = []): Promise<Library | null> {
  loading = channelId;
  const before = library?.channelId === channelId ? library.sought : new Set<string>();
  try {
    const { assets } = await listAssets();
    if (loading === channelId) publish({ channelId, assets, hashes: new Set(assets.map((a) => a.hash)), sought: new Set([...before, ...sought]) });
  } catch {
    if (loading === channelId) publish(null);
  } finally {
    if (loading === channelId) loading = null;
  }
  return library?.channelId === channelId ? library : null;
}

/** The hashes of `wanted` the held library lacks and has not been loaded again for. */
const unsought = (held: Library, wanted: readonly string[]) => wanted.filter((hash) => !held.hashes.has(hash) && !held.sought.has(hash));

/**
 * The signed-in channel's library, or null while it is unknown. `wanted`: the asset hashes the open
 * draft names; while the held library lacks one it has not been loaded again for, it is loaded again
 * and is unknown until then.
 */
export function useAssetLibrary(wanted: readonly string[] = []): Library | null {
  const session = useOperatorSession();
  const channelId = session?.channelId ?? null;
  const held = useSyncExternalStore(subscribe, () => library);
  const current = held && held.channelId === channelId ? held : null;
  const missing = current ? unsought(current, wanted) : [];
  const missingKey = missing.join(',');
  useEffect(() => {
    if (!channelId || loading === channelId) return;
    if (!current) void refreshAssets(channelId);
    else if (missingKey) void refreshAssets(channelId, missingKey.split(','));
  }, [channelId, current, missingKey]);
  return current && missing.length === 0 ? current : null;
}
