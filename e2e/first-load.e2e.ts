import { gzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { DESKTOP, url, useBrowserPages } from './browser';

/**
 * In a real browser against the real build: the login page's first load is
 * small, arrives compressed, and a reload takes hashed files from the cache without asking.
 */
describe('first load of /login', () => {
  const openPage = useBrowserPages();

  it('loads its JavaScript brotli-compressed, under 150 KB gzip, without zod, the query cache, the dialogs or the menu', async () => {
    const page = await openPage(DESKTOP);
    const scripts: { name: string; encoding?: string; bytes: number; gzip: number; cache?: string }[] = [];
    page.on('response', async (res) => {
      if (!res.url().endsWith('.js')) return;
      const sizes = await res.request().sizes();
      // gzip -9 of what arrived: the build's .gz copy, the measure of the first-load budget (the wire, brotli, is smaller).
      const gzip = gzipSync(await res.body(), { level: 9 }).length;
      scripts.push({ name: res.url().split('/').pop()!, encoding: res.headers()['content-encoding'], bytes: sizes.responseBodySize, gzip, cache: res.headers()['cache-control'] });
    });
    await page.goto(url('/login'), { waitUntil: 'networkidle' });
    await page.getByRole('button', { name: 'Ingresar' }).waitFor();

    const total = scripts.reduce((sum, s) => sum + s.gzip, 0);
    expect(total, scripts.map((s) => `${s.name} ${s.gzip} gzip, ${s.bytes} on the wire`).join('\n')).toBeLessThan(150 * 1024);
    for (const s of scripts) {
      expect(s.cache, s.name).toBe('public, max-age=31536000, immutable');
      // Tiny chunks (under 1 KB) are left uncompressed on purpose.
      if (s.bytes > 1024) expect(s.encoding, s.name).toBe('br');
    }
    // The signed-in layout (with the query cache and the dialogs) and the screens are separate chunks,
    // loaded after sign-in; zod and the login schemas load on the first check.
    expect(scripts.map((s) => s.name).join(' ')).not.toMatch(/SignedInApp|AppLayout|Page-|SideMenu|DialogsProvider|zod|loginContracts/);
  });
});
