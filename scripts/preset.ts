// Preset CLI: `npm run preset -- validate | new | diff | build` (see scripts/preset/cli.ts).
import { main } from './preset/cli.ts';

process.exitCode = main(process.argv.slice(2));
