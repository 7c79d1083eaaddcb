// Debian's Chromium and the flags these machines need: no sandbox (tests run as root) and
// no background network traffic (the machines reach no network but the package registries).
// Browser downloads by test tools fail here, so every browser test launches this one.
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

export const chromiumLaunchOptions = {
  executablePath: CHROMIUM_PATH,
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-quic',
    '--no-first-run',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
  ],
};
