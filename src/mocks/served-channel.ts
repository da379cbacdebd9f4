// Which demo channel a request is for: the channel of the host it was sent to. The running preset's
// channel (`demo-<preset>`) answers on every host but `<preset>.localhost[:port]` (a loopback name
// browsers and curl resolve without any set-up), which is the host of channel `demo-<preset>`: its
// config calls are answered with that channel's live version, so what its operators published
// reaches its members. (`X-Channel-Id` does not pick the config: a tab left on the running host after
// a preset switch keeps getting the running channel, as before.)
import type { LoadedPreset } from './preset-source';
import { listPresets } from './preset-source';
import type { DemoStore } from './store/demo-store';
import { operatorDesk } from './store/operator-store';

/** `demo-<preset>` for a host `<preset>.localhost` (any port) of a preset on disk, else null. */
export function channelOfHost(host: string): string | null {
  const name = /^([a-z0-9-]+)\.localhost(?::\d+)?$/i.exec(host.trim())?.[1]?.toLowerCase();
  return name && listPresets().includes(name) ? `demo-${name}` : null;
}

/** The channel a config call is for (its host's) and what that channel serves now. */
export function servedChannel(store: DemoStore, request: Request): { channelId: string; preset: LoadedPreset } {
  const own = channelOfHost(new URL(request.url).host);
  if (own && own !== store.channelId) return { channelId: own, preset: operatorDesk(store).servedPreset(own) };
  return { channelId: store.channelId, preset: store.preset };
}
