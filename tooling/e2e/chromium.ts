/**
 * How both suites start Debian's Chromium (never a downloaded browser): CHROMIUM_PATH overrides it
 * (tooling/scripts/test.mjs checks it exists). Without the background-networking flags Chromium's connections
 * are refused by the machine's closed network.
 */
export const CHROMIUM_LAUNCH = {
  executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
    '--no-first-run',
  ],
};
