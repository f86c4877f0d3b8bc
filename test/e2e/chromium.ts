import { existsSync } from 'node:fs';

/** Debian's Chromium, never a downloaded browser. CHROMIUM_PATH overrides. */
export function chromiumExecutable(): string {
  const path = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
  if (!existsSync(path)) {
    throw new Error(
      `Chromium not found at ${path}. Install Debian's package (apt-get install -y chromium) or set CHROMIUM_PATH.`,
    );
  }
  return path;
}

/** Flags this machine needs: no sandbox as root, and no background traffic to a closed network. */
export const chromiumArgs = [
  '--no-sandbox',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-gpu',
  '--disable-quic',
];
