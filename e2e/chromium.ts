import { chromium, type Browser } from 'playwright-core';

/** Debian's Chromium; never a downloaded browser. Quiet flags: nothing fetched in the background (updates, sync, QUIC), no sandbox or GPU in a container. */
/** `extraArgs`: e.g. '--lang=en-US' for a browser whose interface is English. */
export function launchBrowser(extraArgs: string[] = []): Promise<Browser> {
  return chromium.launch({
    executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-dev-shm-usage',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
      '--disable-quic',
      ...extraArgs,
    ],
  });
}
