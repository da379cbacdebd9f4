// `channels import <platform URL> --channel <id>`: what a platform serves (its `…/wl/v1` base), read
// by the same code as the studio's "Import from a platform" (src/server/import/: the same calls,
// limits and address rules; the host named on the command line is allowed, private addresses only
// with CHANNEL_IMPORT_PRIVATE=1), checked with the one verdict, and brought in as `import` brings a
// preset: a new channel, or the next version of an existing one.
import type { ChannelDb } from '../../src/server/db/connect.ts';
import { fetchPlatformConfig } from '../../src/server/import/platform-config.ts';
import { ImportError, importSettingsFromEnv } from '../../src/server/import/import-rules.ts';
import { realClock, type Clock } from '../../src/server/store/types.ts';
import { languagesOf } from '../../src/channel/languages.ts';
import { channelFindings, verdictErrors } from '../../src/channel/verdict.ts';
import { presetCheckInputs } from '../../src/presets/validate.ts';
import { CliError } from './cli-error.ts';
import { importConfig, type ImportOptions, type ImportResult } from './import-preset.ts';

export const isPlatformUrl = (source: string) => /^https?:\/\//i.test(source);

export type PlatformOptions = ImportOptions & { domain?: string | undefined; platformChannel?: string | undefined };

export async function importPlatform(store: ChannelDb, url: string, options: PlatformOptions, clock: Clock = realClock, env: NodeJS.ProcessEnv = process.env): Promise<ImportResult & { missing: string[] }> {
  const settings = importSettingsFromEnv(env);
  let host = '';
  try {
    host = new URL(url).host.toLowerCase();
  } catch {
    // checkedUrl says why
  }
  if (host) settings.hosts.push(host);
  let fetched;
  try {
    fetched = await fetchPlatformConfig({ url, domain: options.domain, channelId: options.platformChannel }, settings);
  } catch (error) {
    if (error instanceof ImportError) throw new CliError(error.message);
    throw error;
  }
  const errors = verdictErrors(channelFindings(fetched.config, [], presetCheckInputs()));
  if (errors.length > 0) {
    const listed = errors.slice(0, 5).map((e) => `  ${e.pointer} ${e.message}`);
    throw new CliError(`What ${url} serves has ${errors.length} error(s) \`preset validate\` would refuse:\n${listed.join('\n')}`);
  }
  const from = `${url}${options.domain ? ` (${options.domain})` : ''}, channel ${fetched.channelId || '?'}`;
  const result = await importConfig(store, { config: fetched.config, languages: languagesOf(fetched.config), from }, options, clock);
  return { ...result, missing: fetched.missing };
}
