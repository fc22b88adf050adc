// Browser tests use the system Chromium. When it is missing and this process may install Debian packages
// (root with apt-get), it is installed; otherwise the message says exactly how to get it.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';

const path = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const canInstall = !process.env.CHROMIUM_PATH && process.getuid?.() === 0 && existsSync('/usr/bin/apt-get');

if (!existsSync(path) && canInstall) {
  process.stderr.write('Chromium is missing: installing the Debian package for the browser tests…\n');
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  spawnSync('apt-get', ['update', '-qq'], { stdio: 'inherit', env });
  spawnSync('apt-get', ['install', '-y', '-qq', 'chromium'], { stdio: ['ignore', 'ignore', 'inherit'], env });
}
if (!existsSync(path)) {
  process.stderr.write(
    `\nBrowser tests need Chromium at ${path}.\n` +
      'Install it with:  sudo apt-get update && sudo apt-get install -y chromium\n' +
      'or point CHROMIUM_PATH at an existing Chromium/Chrome binary.\n\n',
  );
  process.exit(1);
}
