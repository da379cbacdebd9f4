// The preset CLI behind `npm run preset -- <command>`. Exit codes: 0 valid / done, 1 invalid,
// 2 usage error (one line saying what is wrong; the whole usage only for --help or no command). Human output by default (JSON pointers and files), --json for machines.
import path from 'node:path';
import { parseArgs as parseArgsOf } from 'node:util';
import { buildPreset, listPresets, presetsRoot, resolvePresetDir } from '../../src/presets/build.ts';
import { diffPresets, formatDiff } from './diff.ts';
import { formatReports } from './format.ts';
import { formatMigration, migrate } from './migrate.ts';
import { scaffoldPreset, UsageError } from './scaffold.ts';
import { validatePresetDir } from '../../src/presets/validate.ts';

export const usage = `Usage: npm run preset -- <command> [options]

Commands:
  validate [presets...]        Validate presets (names under channel-presets/ or folder paths);
                               all presets when none is given.
  new <name> [--from <preset>] Scaffold channel-presets/<name>/ extending <preset> (default: default).
        [--dir <folder>]       ...in <folder> instead of channel-presets/.
  diff <a> <b>                 Differences of the two built presets, per JSON pointer.
  build <name>                 Print the JSON the demo backend serves for the preset.
  migrate <preset | file.json> Upgrade a preset folder, an exported layer or a published channel
                               to the current preset format, step by step (rewrites its files).

Options (a value follows a space or =: --from fuel-cz, --from=fuel-cz):
  --json                       Machine-readable output.
  -h, --help                   This text.

Exit codes: 0 valid or done, 1 invalid, 2 usage error.`;

const helpHint = 'Run `npm run preset -- --help` for the commands and options.';

export type Io = { out: (text: string) => void; err: (text: string) => void };
const defaultIo: Io = { out: (t) => process.stdout.write(`${t}\n`), err: (t) => process.stderr.write(`${t}\n`) };

type Parsed = { command?: string; positional: string[]; json: boolean; help: boolean; options: Record<string, string> };

const optionSpec = {
  json: { type: 'boolean' },
  help: { type: 'boolean', short: 'h' },
  from: { type: 'string' },
  dir: { type: 'string' },
} as const;

/** node:util parseArgs (`--from x` and `--from=x` alike); its errors become one short usage line. */
function parseArgs(argv: string[]): Parsed {
  let values: { json?: boolean; help?: boolean; from?: string; dir?: string };
  let positionals: string[];
  try {
    ({ values, positionals } = parseArgsOf({ args: argv, options: optionSpec, allowPositionals: true, strict: true }));
  } catch (error) {
    throw new UsageError(parseErrorMessage(error as Error & { code?: string }));
  }
  const options: Record<string, string> = {};
  for (const name of ['from', 'dir'] as const) {
    const value = values[name];
    if (value === undefined) continue;
    if (value === '' || value.startsWith('-')) throw new UsageError(`--${name} needs a value`);
    options[name] = value;
  }
  const [command, ...positional] = positionals;
  return { command, positional, json: values.json === true, help: values.help === true, options };
}

function parseErrorMessage(error: Error & { code?: string }): string {
  if (error.code === 'ERR_PARSE_ARGS_UNKNOWN_OPTION') {
    const option = /'([^']+)'/.exec(error.message)?.[1];
    return `unknown option ${option ?? ''}: the options are --json, --from, --dir and --help`;
  }
  if (error.code === 'ERR_PARSE_ARGS_INVALID_OPTION_VALUE') {
    const name = /--(\w+)/.exec(error.message)?.[1];
    return name === 'json' || name === 'help' ? `--${name} takes no value` : `--${name ?? 'option'} needs a value`;
  }
  return error.message;
}

const argNames: Record<string, string> = { new: '<name>', diff: '<a> <b>', build: '<name>', migrate: '<preset | file.json>' };

function expectArgs(p: Parsed, count: number, allowed: string[] = []) {
  if (p.positional.length !== count) {
    const given = p.positional.length === 0 ? 'none' : p.positional.join(' ');
    throw new UsageError(`${p.command} takes ${count} argument(s) (${p.command} ${argNames[p.command ?? ''] ?? ''}), got ${given}`.replace(' ()', ''));
  }
  const extra = Object.keys(p.options).filter((o) => !allowed.includes(o));
  if (extra.length > 0) throw new UsageError(`${p.command} does not take --${extra[0]}`);
}

function dirOf(nameOrPath: string): string {
  try {
    return resolvePresetDir(nameOrPath);
  } catch (error) {
    throw new UsageError((error as Error).message);
  }
}

function run(p: Parsed, io: Io): number {
  switch (p.command) {
    case 'validate': {
      expectArgs(p, p.positional.length);
      const dirs = p.positional.length > 0 ? p.positional.map(dirOf) : listPresets().map((n) => path.join(presetsRoot, n));
      const reports = dirs.map(validatePresetDir);
      const valid = reports.every((r) => r.valid);
      io.out(p.json ? JSON.stringify({ valid, presets: reports }, null, 2) : formatReports(reports));
      return valid ? 0 : 1;
    }
    case 'new': {
      expectArgs(p, 1, ['from', 'dir']);
      const { dir, files } = scaffoldPreset(p.positional[0] as string, { from: p.options.from, root: p.options.dir });
      const result = validatePresetDir(dir);
      if (p.json) io.out(JSON.stringify({ dir, files, validation: result }, null, 2));
      else io.out([`Created ${path.relative(process.cwd(), dir) || dir}:`, ...files.map((f) => `  ${f}`), formatReports([result])].join('\n'));
      return result.valid ? 0 : 1;
    }
    case 'diff': {
      expectArgs(p, 2);
      const [a, b] = p.positional as [string, string];
      const entries = diffPresets(buildPreset(dirOf(a)), buildPreset(dirOf(b)));
      io.out(p.json ? JSON.stringify({ a, b, differences: entries }, null, 2) : formatDiff(a, b, entries));
      return 0;
    }
    case 'build': {
      expectArgs(p, 1);
      const preset = buildPreset(dirOf(p.positional[0] as string));
      io.out(JSON.stringify(preset, null, 2));
      return 0;
    }
    case 'migrate': {
      expectArgs(p, 1);
      const target = p.positional[0] as string;
      const result = migrate(target.endsWith('.json') ? path.resolve(target) : dirOf(target));
      io.out(p.json ? JSON.stringify(result, null, 2) : formatMigration(result));
      return 0;
    }
    case undefined:
      throw new UsageError('no command given', true);
    default:
      throw new UsageError(`unknown command "${p.command}": use validate, new, diff, build or migrate`);
  }
}

/** Runs the CLI; returns the exit code (never exits itself, so tests can call it). */
export function main(argv: string[], io: Io = defaultIo): number {
  try {
    const parsed = parseArgs(argv);
    if (parsed.help) {
      io.out(usage);
      return 0;
    }
    return run(parsed, io);
  } catch (error) {
    // A wrong use gets one precise line (and the usage only when no command was given at all).
    if (error instanceof UsageError) {
      io.err(error.withUsage ? `preset: ${error.message}\n\n${usage}` : `preset: ${error.message}\n${helpHint}`);
      return 2;
    }
    io.err(`preset: ${(error as Error).message}`);
    return 1;
  }
}
