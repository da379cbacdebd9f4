// The channels CLI behind `npm run channels -- <command>`: channels in and out of the channel store
// (DATABASE_URL's PostgreSQL, else the embedded store in CHANNEL_DATA_DIR, default .data/channels),
// through the service's own store modules. Exit codes: 0 done, 1 refused, 2 usage error.
import { parseArgs, type ParseArgsConfig } from 'node:util';
import path from 'node:path';
import type { Writable } from 'node:stream';
import { openChannelDb, settingsFromEnv, type ChannelDb } from '../../src/server/db/connect.ts';
import { backupStore, backupToFile, restoreFromFile } from './backup.ts';
import { CliError, UsageError } from './cli-error.ts';
import { exportChannel } from './export-channel.ts';
import { importPreset } from './import-preset.ts';
import { importPlatform, isPlatformUrl } from './import-platform.ts';

export const usage = `Usage: npm run channels -- <command> [options]

Commands:
  import <preset folder> --channel <id>   A preset (folder or name under channel-presets/) as a new
        [--name <text>] [--time-zone <zone>] [--host <name>]...
                                          channel, or as the next version of an existing one.
  import <platform URL> --channel <id>    What a platform serves (its …/wl/v1 address), the same way;
        [--domain <host>] [--platform-channel <id>]
                                          the platform's channel by a domain or by its id.
                                          Private addresses only with CHANNEL_IMPORT_PRIVATE=1.
  export <id> [--version <n>] [--out <dir>] [--name <preset name>]
                                          A version (default: the current one) as the preset folder
                                          <dir>/<name>/ (default ./<id>/), as the studio exports it.
  backup [file]                           The whole store as JSON lines (default
                                          channel-store-<time>.jsonl; - for stdout). No sessions.
  restore <file> [--force]                A backup into an empty store (--force replaces a non-empty one).

The store: DATABASE_URL (postgres://…), else CHANNEL_DATA_DIR (default .data/channels). Stop a
service that uses an embedded store first (PGlite is single-process).
Exit codes: 0 done, 1 refused, 2 usage error.`;

export type Io = { out: (text: string) => void; err: (text: string) => void; stdout?: Writable };
const defaultIo: Io = { out: (t) => process.stdout.write(`${t}\n`), err: (t) => process.stderr.write(`${t}\n`), stdout: process.stdout };

const options = {
  channel: { type: 'string' },
  name: { type: 'string' },
  'time-zone': { type: 'string' },
  host: { type: 'string', multiple: true },
  domain: { type: 'string' },
  'platform-channel': { type: 'string' },
  version: { type: 'string' },
  out: { type: 'string' },
  force: { type: 'boolean' },
  help: { type: 'boolean', short: 'h' },
} satisfies ParseArgsConfig['options'];

const allowed: Record<string, { args: [number, number]; options: string[] }> = {
  import: { args: [1, 1], options: ['channel', 'name', 'time-zone', 'host', 'domain', 'platform-channel'] },
  export: { args: [1, 1], options: ['version', 'out', 'name'] },
  backup: { args: [0, 1], options: [] },
  restore: { args: [1, 1], options: ['force'] },
};

function parse(argv: string[]) {
  try {
    return parseArgs({ args: argv, options, allowPositionals: true, strict: true });
  } catch (error) {
    // node's messages are long and name the parser's internals; the first sentence is the point.
    throw new UsageError((error as Error).message.split('. ')[0]!.replace(/^Unknown option '(.+)'/, 'Unknown option $1'));
  }
}

/** A path as the operator reads it best: relative below the working directory, absolute elsewhere. */
const shown = (file: string) => {
  const relative = path.relative(process.cwd(), file);
  return relative.startsWith('..') || path.isAbsolute(relative) ? file : relative || '.';
};

const stamp = () => new Date().toISOString().replace(/[:.]/g, '-').replace(/Z$/, '');

/** Runs one command against `store` (opened from the environment when not given). */
export async function runChannels(argv: string[], io: Io = defaultIo, given?: ChannelDb): Promise<number> {
  let store: ChannelDb | undefined = given;
  try {
    const { values, positionals } = parse(argv);
    const [command, ...args] = positionals;
    if (values.help || !command) {
      io.out(usage);
      return values.help ? 0 : 2;
    }
    const rule = allowed[command];
    if (!rule) throw new UsageError(`Unknown command "${command}" (import, export, backup, restore)`);
    const [min, max] = rule.args;
    if (args.length < min || args.length > max) throw new UsageError(`${command} takes ${min === max ? min : `${min} to ${max}`} argument(s), got ${args.length}`);
    const extra = Object.keys(values).find((o) => o !== 'help' && !rule.options.includes(o));
    if (extra) throw new UsageError(`${command} does not take --${extra}`);
    if (command === 'import' && !values.channel) throw new UsageError('import needs --channel <id>');
    if (command === 'import' && !isPlatformUrl(args[0]!) && (values.domain || values['platform-channel'])) throw new UsageError('--domain and --platform-channel are for a platform URL');
    let version: number | undefined;
    if (values.version !== undefined) {
      version = Number(values.version);
      if (!Number.isInteger(version) || version < 1) throw new UsageError(`--version must be a version number, got "${values.version}"`);
    }

    store ??= await openChannelDb(settingsFromEnv());
    if (command === 'import') {
      const common = {
        channelId: values.channel!,
        ...(values.name ? { name: values.name } : {}),
        ...(values['time-zone'] ? { timeZone: values['time-zone'] } : {}),
        ...(values.host ? { hosts: values.host.map((h) => h.trim().toLowerCase()) } : {}),
      };
      const fromPlatform = isPlatformUrl(args[0]!);
      const result = fromPlatform
        ? await importPlatform(store, args[0]!, { ...common, domain: values.domain, platformChannel: values['platform-channel'] })
        : { ...(await importPreset(store, args[0]!, common)), missing: [] as string[] };
      if (result.missing.length > 0) io.err(`${args[0]} lacks ${result.missing.length} of our calls (their defaults apply): ${result.missing.join(', ')}`);
      if (result.created) io.out(`Created channel ${result.channelId} at version 1 from ${args[0]} (${store.where}).`);
      else if (!result.changed) io.out(`Channel ${result.channelId} already serves ${args[0]} (version ${result.version}): no changes.`);
      else io.out(`Channel ${result.channelId}: version ${result.version} imported from ${args[0]} (${result.changes} change(s)).`);
    } else if (command === 'export') {
      const result = await exportChannel(store, args[0]!, { ...(version ? { version } : {}), ...(values.out ? { out: values.out } : {}), ...(values.name ? { name: values.name } : {}) });
      const where = shown(result.folder);
      io.out(`Wrote ${where}/ (${result.files} files, version ${result.version}${result.parent ? `, a layer over ${result.parent}` : ''}). Check it: npm run preset -- validate ${where}`);
    } else if (command === 'backup') {
      const file = args[0] ?? `channel-store-${stamp()}.jsonl`;
      const header = file === '-' ? await backupStore(store, io.stdout ?? process.stdout) : await backupToFile(store, file);
      const counted = Object.entries(header.tables).map(([t, n]) => `${n} ${t}`).join(', ');
      (file === '-' ? io.err : io.out)(`Backed up ${store.where}${file === '-' ? '' : ` to ${file}`}: ${counted}.`);
    } else {
      const result = await restoreFromFile(store, args[0]!, { force: values.force === true });
      io.out(`Restored ${args[0]} into ${store.where}: ${Object.entries(result.tables).map(([t, n]) => `${n} ${t}`).join(', ')}.`);
    }
    return 0;
  } catch (error) {
    if (error instanceof UsageError) {
      io.err(`${error.message}. See npm run channels -- --help`);
      return 2;
    }
    if (error instanceof CliError) {
      io.err(error.message);
      return 1;
    }
    io.err(`channels: ${(error as Error).message}`);
    return 1;
  } finally {
    if (store && !given) await store.close();
  }
}
