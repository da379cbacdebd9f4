// Which demo channel a host is: `<preset>.localhost[:port]` (a loopback name browsers and curl
// resolve without any set-up) is the host of channel `demo-<preset>`; the running preset's channel
// answers on every other host. The channel service serves each channel's live version
// (src/server); the demo server names the host's channel in portal.config.json.
import { listPresets } from './preset-source';

/** `demo-<preset>` for a host `<preset>.localhost` (any port) of a preset on disk, else null. */
export function channelOfHost(host: string): string | null {
  const name = /^([a-z0-9-]+)\.localhost(?::\d+)?$/i.exec(host.trim())?.[1]?.toLowerCase();
  return name && listPresets().includes(name) ? `demo-${name}` : null;
}
