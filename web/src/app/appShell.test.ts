import { beforeEach, describe, expect, it, vi, afterEach } from 'vitest';

type Shell = typeof import('./appShell');

/** A page controlled by a worker, whose registration has a new version installed and waiting. */
function pageWithWaitingVersion() {
  const worker = Object.assign(new EventTarget(), { state: 'installed' as ServiceWorkerState, postMessage: vi.fn() });
  const container = Object.assign(new EventTarget(), { controller: {} });
  Object.defineProperty(navigator, 'serviceWorker', { value: container, configurable: true });
  const registration = Object.assign(new EventTarget(), { waiting: worker, installing: null }) as unknown as ServiceWorkerRegistration;
  return { worker, container, registration };
}

describe('a waiting version taking over', () => {
  let shell: Shell;
  beforeEach(async () => {
    vi.useFakeTimers();
    sessionStorage.clear();
    vi.resetModules(); // each test a freshly loaded page
    shell = await import('./appShell');
  });
  afterEach(() => {
    vi.useRealTimers();
    Reflect.deleteProperty(navigator, 'serviceWorker');
  });

  it('is asked only after a quiet moment with the screens gone, again each second while it stays "installed", and the page reloads once it is activated', async () => {
    const { worker, registration } = pageWithWaitingVersion();
    shell.follow(registration);
    expect(shell.versionWaiting()).toBe(true);
    const reload = vi.fn();
    shell.activateWaitingVersion(reload);
    expect(shell.isUpdating()).toBe(true);
    // Nothing asked at once: a request the page made in that moment would start the old version again.
    await vi.advanceTimersByTimeAsync(shell.QUIET_BEFORE_ASKING_MS - 1);
    expect(worker.postMessage).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(worker.postMessage).toHaveBeenLastCalledWith({ type: 'SKIP_WAITING' });
    await vi.advanceTimersByTimeAsync(3000);
    expect(worker.postMessage).toHaveBeenCalledTimes(4);
    worker.state = 'activating';
    await vi.advanceTimersByTimeAsync(2000);
    expect(worker.postMessage).toHaveBeenCalledTimes(4);
    worker.state = 'activated';
    worker.dispatchEvent(new Event('statechange'));
    expect(reload).toHaveBeenCalledTimes(1);
    // A second navigation meanwhile starts nothing more.
    shell.activateWaitingVersion(reload);
    await vi.advanceTimersByTimeAsync(20_000);
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('reloads at the controller change', async () => {
    const { container, registration } = pageWithWaitingVersion();
    shell.follow(registration);
    const reload = vi.fn();
    shell.activateWaitingVersion(reload);
    container.dispatchEvent(new Event('controllerchange'));
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('never keeps "Actualizando" on screen: left pending by the browser, the screens come back and the tab waits before trying again', async () => {
    const { worker, container, registration } = pageWithWaitingVersion();
    shell.follow(registration);
    const reload = vi.fn();
    shell.activateWaitingVersion(reload);
    await vi.advanceTimersByTimeAsync(shell.TAKEOVER_GIVE_UP_MS);
    expect(shell.isUpdating()).toBe(false);
    expect(reload).not.toHaveBeenCalled();
    const asked = worker.postMessage.mock.calls.length;
    await vi.advanceTimersByTimeAsync(5000);
    expect(worker.postMessage).toHaveBeenCalledTimes(asked);
    // The next navigations keep their screens.
    expect(shell.versionWaiting()).toBe(false);
    // The browser activating it later all the same: the next navigation reloads (the old files are gone).
    container.dispatchEvent(new Event('controllerchange'));
    expect(reload).not.toHaveBeenCalled();
    expect(shell.versionWaiting()).toBe(true);
    shell.activateWaitingVersion(reload);
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('does nothing for a page no worker controls yet (the first visit)', () => {
    const { container, registration } = pageWithWaitingVersion();
    container.controller = null as unknown as object;
    shell.follow(registration);
    expect(shell.versionWaiting()).toBe(false);
  });

  it('follows a version found after the page registered', async () => {
    const { registration } = pageWithWaitingVersion();
    Object.assign(registration, { waiting: null });
    shell.follow(registration);
    expect(shell.versionWaiting()).toBe(false);
    const found = Object.assign(new EventTarget(), { state: 'installing' as ServiceWorkerState, postMessage: vi.fn() });
    Object.assign(registration, { installing: found });
    registration.dispatchEvent(new Event('updatefound'));
    found.state = 'installed';
    found.dispatchEvent(new Event('statechange'));
    expect(shell.versionWaiting()).toBe(true);
  });
});
