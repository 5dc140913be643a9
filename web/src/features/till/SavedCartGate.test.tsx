import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import { renderWithApp, signIn } from '../../../test/renderWithApp';
import { SavedCartGate } from './SavedCartGate';

/**
 * The gate's Web Lock (decision 0056) as the browser may answer it. The two-tab flow itself runs in
 * Chromium (e2e/till.e2e.ts); here, what jsdom cannot show: a browser that refuses the lock.
 */
const till = () => <SavedCartGate>{(_saved, userId) => <p>Caja del usuario {userId}</p>}</SavedCartGate>;

describe('SavedCartGate', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('opens the till where the browser has no Web Locks', async () => {
    signIn();
    renderWithApp(till());
    expect(await screen.findByText('Caja del usuario 1')).toBeTruthy();
  });

  it('opens the till without the lock when the browser refuses it (an opaque origin), instead of asking again and again', async () => {
    const request = vi.fn(() => Promise.reject(new DOMException('no', 'SecurityError')));
    vi.stubGlobal('navigator', { ...navigator, locks: { request } });
    signIn();
    renderWithApp(till());
    expect(await screen.findByText('Caja del usuario 1')).toBeTruthy();
    expect(request).toHaveBeenCalledTimes(1);
  });

  it('shows the other-tab notice when the lock is held elsewhere', async () => {
    const request = vi.fn(() => new Promise(() => {})); // queued behind another tab, never granted here
    vi.stubGlobal('navigator', { ...navigator, locks: { request } });
    signIn();
    renderWithApp(till());
    expect(await screen.findByText(/La venta en curso está abierta en otra pestaña/)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Usar esta pestaña' })).toBeTruthy();
    expect(screen.queryByText('Caja del usuario 1')).toBeNull();
  });

  it("a code scanned in the tab without the sale is named as not added, and its Enter does not take the sale over", async () => {
    const request = vi.fn(() => new Promise(() => {}));
    vi.stubGlobal('navigator', { ...navigator, locks: { request } });
    signIn();
    const { user } = renderWithApp(till());
    const button = await screen.findByRole('button', { name: 'Usar esta pestaña' });
    expect(document.activeElement).not.toBe(button);
    await user.keyboard('7772106000019{Enter}');
    expect(screen.getByText(/No se agregó 7772106000019: la venta está abierta en otra pestaña/)).toBeTruthy();
    // Only the first request: the Enter asked for no take-over.
    expect(request).toHaveBeenCalledTimes(1);
  });
});
