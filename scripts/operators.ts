// `npm run operators -- <command>` (scripts/operators/commands.ts): against DATABASE_URL or
// CHANNEL_DATA_DIR, like the service. Exit code 1 with one line on stderr when refused.
import { generatedPassword } from '../src/server/routes/team.ts';
import { exitOnStoreError, openChannelDb, settingsFromEnv } from '../src/server/db/connect.ts';
import { CliError, runOperators } from './operators/commands.ts';

async function readStdin(): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of process.stdin) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

const store = await openChannelDb(settingsFromEnv()).catch(exitOnStoreError);
try {
  await runOperators(process.argv.slice(2), store.db, { out: (line) => console.info(line), readPassword: readStdin, generated: generatedPassword });
} catch (error) {
  console.error(error instanceof CliError || (error instanceof Error && 'code' in error && String(error.code).startsWith('ERR_PARSE_ARGS')) ? error.message : error);
  process.exitCode = 1;
} finally {
  await store.close();
}
