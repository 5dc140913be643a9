import { chromium, type Browser } from 'playwright-core';

/** Debian's Chromium; never a downloaded browser. Flags per DESIGN §10. */
/** `extraArgs`: e.g. '--lang=en-US' for a browser whose interface is English (issue 20). */
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
