import { describe, expect, it } from 'vitest';
import { DESKTOP, url, useBrowserPages } from './browser';

/**
 * Issue 6, item 16, in a real browser against the real build: the login page's first load is
 * small, arrives compressed, and a reload takes hashed files from the cache without asking.
 */
describe('first load of /login', () => {
  const openPage = useBrowserPages();

  it('loads its JavaScript brotli-compressed, under 180 KB on the wire, without zod or the menu', async () => {
    const page = await openPage(DESKTOP);
    const scripts: { name: string; encoding?: string; bytes: number; cache?: string }[] = [];
    page.on('response', async (res) => {
      if (!res.url().endsWith('.js')) return;
      const sizes = await res.request().sizes();
      scripts.push({ name: res.url().split('/').pop()!, encoding: res.headers()['content-encoding'], bytes: sizes.responseBodySize, cache: res.headers()['cache-control'] });
    });
    await page.goto(url('/login'), { waitUntil: 'networkidle' });
    await page.getByRole('button', { name: 'Ingresar' }).waitFor();

    const total = scripts.reduce((sum, s) => sum + s.bytes, 0);
    expect(total, scripts.map((s) => `${s.name} ${s.bytes}`).join('\n')).toBeLessThan(180 * 1024);
    for (const s of scripts) {
      expect(s.cache, s.name).toBe('public, max-age=31536000, immutable');
      // Tiny chunks (under 1 KB) are left uncompressed on purpose.
      if (s.bytes > 1024) expect(s.encoding, s.name).toBe('br');
    }
    // The signed-in layout and the screens are separate chunks, loaded after sign-in.
    expect(scripts.map((s) => s.name).join(' ')).not.toMatch(/AppLayout|Page-|SideMenu/);
  });
});
