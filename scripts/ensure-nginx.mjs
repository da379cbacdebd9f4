// The nginx tests (playwright.nginx.config.ts) need Debian's nginx. Installs it when missing and
// this user may (root with apt-get), without starting the system service; otherwise says what to run.
import { existsSync, rmSync, writeFileSync } from 'node:fs';
import { execSync } from 'node:child_process';

const path = process.env.NGINX_BIN ?? '/usr/sbin/nginx';
if (existsSync(path)) process.exit(0);

const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
let hasApt = true;
try {
  execSync('command -v apt-get', { stdio: 'ignore', shell: '/bin/bash' });
} catch {
  hasApt = false;
}
if (!isRoot || !hasApt) {
  console.error(`nginx is missing at ${path}. Install it with \`sudo apt-get install -y nginx-light\` (or nginx) or point NGINX_BIN at an nginx binary.`);
  process.exit(1);
}

console.info('nginx is missing: installing Debian nginx (the service is not started)...');
// policy-rc.d 101: the package's postinst must not start nginx on port 80.
const policy = '/usr/sbin/policy-rc.d';
const ownPolicy = !existsSync(policy);
if (ownPolicy) writeFileSync(policy, '#!/bin/sh\nexit 101\n', { mode: 0o755 });
try {
  execSync(
    'apt-get update -qq && (DEBIAN_FRONTEND=noninteractive apt-get install -y -qq nginx-light || DEBIAN_FRONTEND=noninteractive apt-get install -y -qq nginx)',
    { stdio: 'inherit', shell: '/bin/bash' },
  );
} finally {
  if (ownPolicy) rmSync(policy, { force: true });
}
if (!existsSync(path)) {
  console.error(`apt-get finished but ${path} does not exist.`);
  process.exit(1);
}
