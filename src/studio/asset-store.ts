// The signed-in channel's asset library as React state: loaded once per channel, refreshed after an
// upload or a delete. The studio's check reads its hashes (an image block naming an asset the library
// lacks is a finding); unknown (not signed in, not loaded) checks no asset.
import { useEffect, useSyncExternalStore } from 'react';
import type { components } from '@/generated/api';
import { listAssets } from '@/lib/api/operations/list-assets';
import { useOperatorSession } from './operator/use-operator';

export type Asset = components['schemas']['Asset'];
type Library = { channelId: string; assets: Asset[]; hashes: ReadonlySet<string> };

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

/** Loads the library of the channel again (after an upload or a delete). */
export async function refreshAssets(channelId: string): Promise<void> {
  loading = channelId;
  try {
    const { assets } = await listAssets();
    if (loading === channelId) publish({ channelId, assets, hashes: new Set(assets.map((a) => a.hash)) });
  } catch {
    if (loading === channelId) publish(null);
  }
}

/** The signed-in channel's library, or null while it is unknown. */
export function useAssetLibrary(): Library | null {
  const session = useOperatorSession();
  const channelId = session?.channelId ?? null;
  const held = useSyncExternalStore(subscribe, () => library);
  useEffect(() => {
    if (channelId && held?.channelId !== channelId && loading !== channelId) void refreshAssets(channelId);
  }, [channelId, held?.channelId]);
  return held && held.channelId === channelId ? held : null;
}
