// Browser tests use the system Chromium; say exactly how to get it when it is missing.
import { existsSync } from 'node:fs';

const path = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
if (!existsSync(path)) {
  process.stderr.write(
    `\nBrowser tests need Chromium at ${path}.\n` +
      'Install it with:  sudo apt-get update && sudo apt-get install -y chromium\n' +
      'or point CHROMIUM_PATH at an existing Chromium/Chrome binary.\n\n',
  );
  process.exit(1);
}
