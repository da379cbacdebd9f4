// Which demo channel a request is for. The running preset's channel (`demo-<preset>`) by default;
// `<preset>.localhost[:port]` (a loopback name browsers and curl resolve without any set-up) is the
// host of channel `demo-<preset>`, and a config call naming another demo channel in `X-Channel-Id`
// is answered with that channel's live version: what its operators published reaches its members.
import type { LoadedPreset } from './preset-source';
import { listPresets } from './preset-source';
import type { DemoStore } from './store/demo-store';
import { operatorDesk } from './store/operator-store';

/** `demo-<preset>` for a host `<preset>.localhost` (any port) of a preset on disk, else null. */
export function channelOfHost(host: string): string | null {
  const name = /^([a-z0-9-]+)\.localhost(?::\d+)?$/i.exec(host.trim())?.[1]?.toLowerCase();
  return name && listPresets().includes(name) ? `demo-${name}` : null;
}

const isDemoChannel = (channelId: string) => channelId.startsWith('demo-') && listPresets().includes(channelId.slice('demo-'.length));

/** The channel a config call is for (its `X-Channel-Id`, when a demo channel) and what it serves. */
export function servedChannel(store: DemoStore, request: Request): { channelId: string; preset: LoadedPreset } {
  const asked = request.headers.get('x-channel-id');
  if (asked && asked !== store.channelId && isDemoChannel(asked)) return { channelId: asked, preset: operatorDesk(store).servedPreset(asked) };
  return { channelId: store.channelId, preset: store.preset };
}
