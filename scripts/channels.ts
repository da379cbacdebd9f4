// `npm run channels -- <command>`: import, export, backup and restore of the channel store
// (scripts/channels/cli.ts; docs/deploying.md).
import { runChannels } from './channels/cli.ts';

process.exitCode = await runChannels(process.argv.slice(2));
