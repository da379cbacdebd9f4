// Browser tests need Debian's Chromium (Playwright's own download cannot work here). Installs it
// when missing and this user may (root with apt-get); otherwise says exactly what to run.
import { existsSync } from 'node:fs';
import { execSync } from 'node:child_process';

const path = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
if (existsSync(path)) process.exit(0);

const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
const hasApt = (() => {
  try {
    execSync('command -v apt-get', { stdio: 'ignore' });
    return true;
  } catch {
    return false;
  }
})();

if (!isRoot || !hasApt) {
  console.error(
    `Chromium is missing at ${path}. Install it with \`sudo apt-get install -y chromium\` ` +
      'or point CHROMIUM_PATH at a Chromium or Chrome binary.',
  );
  process.exit(1);
}

console.info('Chromium is missing: installing Debian chromium (about 40 s)...');
execSync('apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium', {
  stdio: 'inherit',
  shell: '/bin/bash',
});
if (!existsSync(path)) {
  console.error(`apt-get finished but ${path} does not exist.`);
  process.exit(1);
}
