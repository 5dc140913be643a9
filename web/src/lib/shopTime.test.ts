import { afterEach, describe, expect, it } from 'vitest';
import { formatDateTime } from './format';
import { clearSession, saveSession } from './session';
import { businessToday, shopDate } from './shopTime';

/**
 * The shop's clock (decision 0057): dates and hours in the zone the server gave at sign-in, not in
 * the zone the computer is set to. These tests run in UTC: a computer left on UTC in Bolivia.
 */
const signedIn = (zone?: string) => saveSession({ token: 't', user: { id: 1, name: 'Ana', category: 'a', username: 'ana' }, ...(zone ? { zone } : {}) });

describe('the shop clock', () => {
  afterEach(() => clearSession());

  it("takes today in the shop's zone: 22:30 in La Paz is still the 27th when UTC is already the 28th", () => {
    signedIn('America/La_Paz');
    const lateEvening = new Date('2026-11-28T02:30:00Z');
    expect(businessToday(lateEvening)).toBe('2026-11-27');
    expect(formatDateTime(lateEvening.toISOString())).toBe('27/11/2026 22:30');
    expect(businessToday(new Date('2026-11-28T04:00:00Z'))).toBe('2026-11-28');
    expect(shopDate(new Date('2027-01-01T03:59:00Z'))).toBe('2026-12-31');
  });

  it("keeps the computer's own clock for a session saved before the zone was answered, or a zone this browser does not know", () => {
    const at = new Date(2024, 0, 9, 23, 5);
    signedIn();
    expect(businessToday(at)).toBe('2024-01-09');
    expect(formatDateTime(at.toISOString())).toBe('09/01/2024 23:05');
    signedIn('Marte/Olympus_Mons');
    expect(businessToday(at)).toBe('2024-01-09');
  });
});
