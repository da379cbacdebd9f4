// Runs once per `vitest run`: says which stores the channel service's tests use, so a missing
// PostgreSQL variant is a visible line in the output, never a silent skip (tests/support/test-databases.ts).
export default function setup(): void {
  const url = process.env.TEST_DATABASE_URL?.trim();
  if (url) {
    const { host, pathname } = new URL(url);
    console.info(`Channel store tests: on PostgreSQL at ${host}${pathname} (TEST_DATABASE_URL).`);
  } else {
    console.info('Channel store tests: embedded PGlite only. TEST_DATABASE_URL is not set, so the PostgreSQL variant does not run (.ci/run starts a throwaway cluster and sets it).');
  }
}
