// Which platforms the channel service may fetch a config from (docs/channel-service.md, "Import
// from a platform"): the hosts of CHANNEL_IMPORT_HOSTS, at public addresses only unless
// CHANNEL_IMPORT_PRIVATE=1 (a platform on this machine or a private network, e.g. the demo).
// Every refusal is an ImportError whose `code` the studio says in the operator's language.
import { BlockList, isIP } from 'node:net';
import { INPUT_LIMITS } from '@/lib/input-limits';
import { HttpError } from '../http';

export type ImportSettings = {
  /** Allowed hosts: `platform.example.com`, `*.example.com` (any sub-domain), `host:port`, `[2001:db8::1]:8443` (parseHostEntry). */
  hosts: string[];
  /** Loopback, private, link-local and other non-public addresses allowed too. */
  allowPrivate: boolean;
  /** Milliseconds one call may take, from connecting to the last byte. */
  timeoutMs: number;
  /** Bytes one answer may have. */
  maxBytes: number;
  /** Redirects one call may follow (each target checked as the first). */
  maxRedirects: number;
};

/** One answer at most one file's bytes (INPUT_LIMITS.fileBytes, 1 MB); ten seconds a call; three redirects. */
export const IMPORT_DEFAULTS = { timeoutMs: 10_000, maxBytes: INPUT_LIMITS.fileBytes, maxRedirects: 3 } as const;

/** The settings of the environment: CHANNEL_IMPORT_HOSTS (comma-separated), CHANNEL_IMPORT_PRIVATE. */
export function importSettingsFromEnv(env: NodeJS.ProcessEnv = process.env): ImportSettings {
  const hosts = (env.CHANNEL_IMPORT_HOSTS ?? '')
    .split(',')
    .map((h) => h.trim().toLowerCase())
    .filter(Boolean);
  return { hosts, allowPrivate: env.CHANNEL_IMPORT_PRIVATE === '1', ...IMPORT_DEFAULTS };
}

/** A failed import: its status, a `code` with the values the studio's text needs, an English message. */
export class ImportError extends HttpError {
  constructor(status: number, code: string, message: string, values: Record<string, unknown> = {}) {
    super(status, message, code, values);
  }
}

const blocked = new BlockList();
for (const [net, prefix] of [
  ['0.0.0.0', 8], ['10.0.0.0', 8], ['100.64.0.0', 10], ['127.0.0.0', 8], ['169.254.0.0', 16], ['172.16.0.0', 12],
  ['192.0.0.0', 24], ['192.0.2.0', 24], ['192.168.0.0', 16], ['198.18.0.0', 15], ['198.51.100.0', 24], ['203.0.113.0', 24], ['224.0.0.0', 4], ['240.0.0.0', 4],
] as const) blocked.addSubnet(net, prefix, 'ipv4');
for (const [net, prefix] of [['::', 128], ['::1', 128], ['fc00::', 7], ['fe80::', 10], ['ff00::', 8], ['2001:db8::', 32], ['64:ff9b::', 96], ['100::', 64]] as const) blocked.addSubnet(net, prefix, 'ipv6');

/** Whether an address is not on the public internet (IPv4-mapped IPv6 judged as its IPv4). */
export function isPrivateAddress(address: string): boolean {
  const bare = address.replace(/^\[|\]$/g, '');
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(bare);
  if (mapped) return blocked.check(mapped[1]!, 'ipv4');
  const family = isIP(bare);
  if (family === 0) return true;
  return blocked.check(bare, family === 4 ? 'ipv4' : 'ipv6');
}

const defaultPort = (url: URL) => (url.port ? url.port : url.protocol === 'https:' ? '443' : '80');

/**
 * An allow-list entry as the host name URL.hostname gives (lower-case; an IPv6 address in its
 * canonical bracketed form, `[::1]`) and its port, if it names one: `name`, `name:port`, `*.domain`,
 * `[v6]`, `[v6]:port`, or a bare IPv6 address (`::1`, no port: its last group is not a port). Null
 * for an entry that is none of these (it allows nothing).
 */
export function parseHostEntry(entry: string): { name: string; port?: string } | null {
  const text = entry.trim().toLowerCase().replace(/\.$/, '');
  const bracketed = /^\[([^\]]+)\](?::(\d{1,5}))?$/.exec(text);
  const v6 = bracketed ? bracketed[1]! : isIP(text) === 6 ? text : null;
  if (v6 !== null) {
    if (isIP(v6) !== 6) return null;
    const name = new URL(`http://[${v6}]/`).hostname;
    return bracketed?.[2] ? { name, port: bracketed[2] } : { name };
  }
  const named = /^([^:[\]/\s]+)(?::(\d{1,5}))?$/.exec(text);
  if (!named) return null;
  return named[2] ? { name: named[1]!.replace(/\.$/, ''), port: named[2] } : { name: named[1]!.replace(/\.$/, '') };
}

/** Whether the allow-list names the URL's host (an entry with a port: that port only). */
export function hostAllowed(url: URL, hosts: readonly string[]): boolean {
  const host = url.hostname.toLowerCase().replace(/\.$/, '');
  const port = defaultPort(url);
  return hosts.some((entry) => {
    const parsed = parseHostEntry(entry);
    if (!parsed || (parsed.port && String(Number(parsed.port)) !== port)) return false;
    const { name } = parsed;
    if (name.startsWith('*.')) return host.endsWith(name.slice(1)) && host.length > name.length - 1;
    return host === name;
  });
}

/** The URL of a platform's call, checked: http(s), no credentials, an allowed host (ImportError otherwise). */
export function checkedUrl(raw: string, settings: ImportSettings): URL {
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw new ImportError(400, 'IMPORT_URL_INVALID', `"${raw.slice(0, 200)}" is not a URL: give the platform's API address, e.g. https://platform.example.com/wl/v1`);
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') throw new ImportError(400, 'IMPORT_URL_INVALID', `Only http and https addresses are fetched, not ${url.protocol}`);
  if (url.username || url.password) throw new ImportError(400, 'IMPORT_URL_INVALID', 'The address may not carry a user name or password');
  if (settings.hosts.length === 0) throw new ImportError(403, 'IMPORT_OFF', 'Importing from a platform is off here: the service allows no host (CHANNEL_IMPORT_HOSTS is empty)');
  if (!hostAllowed(url, settings.hosts)) throw new ImportError(403, 'IMPORT_HOST_REFUSED', `${url.host} is not an allowed platform (CHANNEL_IMPORT_HOSTS: ${settings.hosts.join(', ')})`, { host: url.host, allowed: settings.hosts });
  const literal = url.hostname.replace(/^\[|\]$/g, '');
  if (isIP(literal) && isPrivateAddress(literal) && !settings.allowPrivate) throw privateRefusal(url.host, literal);
  return url;
}

export const privateRefusal = (host: string, address: string) =>
  new ImportError(403, 'IMPORT_PRIVATE_ADDRESS', `${host} is at ${address}, a private or loopback address: refused (CHANNEL_IMPORT_PRIVATE=1 allows it)`, { host, address });
