import { describe, expect, inject, it } from 'vitest';
import { DESKTOP, shot, signIn, url, useBrowserPages } from './browser';

/**
 * A computer set to the wrong time zone still opens every screen on the shop's day (decision 0057):
 * the screens take "today" in the zone the server gave at sign-in (TZ_BUSINESS), not in the
 * browser's. The run's shop zone has it near noon (global-setup.ts); one of the two farthest zones,
 * UTC+14 or UTC−12, is on another calendar day at that moment, and the browser is put there.
 */
const dateIn = (zone: string, at = new Date()) =>
  new Intl.DateTimeFormat('en-CA', { timeZone: zone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(at);

const freshPage = useBrowserPages();

describe('the shop clock in a browser set to another time zone', () => {
  it("AUDITORÍA asks for the shop's today, not the computer's", async () => {
    const shopZone = inject('businessZone');
    const shopDay = dateIn(shopZone);
    const wrongZone = ['Pacific/Kiritimati', 'Etc/GMT+12'].find((zone) => dateIn(zone) !== shopDay);
    expect(wrongZone, 'una zona en otro día').toBeDefined();
    const page = await freshPage(DESKTOP, wrongZone);
    // The browser itself is on another day: what the screens used to take as today.
    expect(await page.evaluate(() => new Date().toDateString())).not.toBe(new Date(`${shopDay}T12:00:00`).toDateString());
    await signIn(page);
    const audit = page.waitForRequest((r) => r.url().includes('/api/audit/list'));
    await page.goto(url('/audit'));
    const asked = new URL((await audit).url()).searchParams;
    expect(asked.get('date_from')).toBe(shopDay);
    expect(asked.get('date_to')).toBe(shopDay);
    await page.getByRole('heading', { level: 1, name: 'AUDITORÍA' }).waitFor();
    await shot(page, 'shop-clock-audit');
  });
});
