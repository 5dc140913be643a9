import { afterEach, describe, expect, it, vi } from 'vitest';
import { takeWaitingVersion } from './appShell';

/** A new version installed and waiting, as the browser hands it to the page. */
function waitingWorker() {
  const worker = Object.assign(new EventTarget(), { state: 'installed' as ServiceWorkerState, postMessage: vi.fn() });
  const container = Object.assign(new EventTarget(), {
    controller: {},
    getRegistration: () => Promise.resolve({ waiting: worker }),
  });
  Object.defineProperty(navigator, 'serviceWorker', { value: container, configurable: true });
  return worker;
}

describe('takeWaitingVersion', () => {
  afterEach(() => {
    vi.useRealTimers();
    Reflect.deleteProperty(navigator, 'serviceWorker');
  });

  it('asks the waiting version to take over, again each second until it leaves "installed"', async () => {
    vi.useFakeTimers();
    const worker = waitingWorker();
    takeWaitingVersion();
    await vi.advanceTimersByTimeAsync(0);
    expect(worker.postMessage).toHaveBeenCalledTimes(1);
    expect(worker.postMessage).toHaveBeenLastCalledWith({ type: 'SKIP_WAITING' });
    // The browser left it pending (the old version was busy): asked again.
    await vi.advanceTimersByTimeAsync(3000);
    expect(worker.postMessage).toHaveBeenCalledTimes(4);
    // Activating: no more asking.
    worker.state = 'activating';
    await vi.advanceTimersByTimeAsync(5000);
    expect(worker.postMessage).toHaveBeenCalledTimes(4);
    // A second navigation while it takes over asks nothing more.
    takeWaitingVersion();
    await vi.advanceTimersByTimeAsync(2000);
    expect(worker.postMessage).toHaveBeenCalledTimes(4);
  });
});
