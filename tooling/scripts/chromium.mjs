// Debian's Chromium, as every suite and bench starts it (never a downloaded browser): CHROMIUM_PATH overrides
// the path (test.mjs checks it exists). Without the background-networking flags Chromium's own connections
// are refused by the machine's closed network and slow every start.
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH || '/usr/bin/chromium';

export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];
