#!/usr/bin/env node
// End-to-end tests drive Debian's Chromium (never a downloaded browser). Installs it when missing and we are root.
import { execSync } from 'node:child_process';
import { existsSync } from 'node:fs';

export const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

export function ensureChromium() {
  if (existsSync(CHROMIUM)) return;
  if (process.getuid?.() !== 0) {
    throw new Error(`${CHROMIUM} is missing. Install it with: sudo apt-get update && sudo apt-get install -y chromium`);
  }
  console.log('Installing Debian chromium for the end-to-end tests…');
  execSync('apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium', {
    stdio: 'inherit',
  });
}

if (import.meta.url === `file://${process.argv[1]}`) ensureChromium();
