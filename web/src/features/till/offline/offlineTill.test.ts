import 'fake-indexeddb/auto';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { clearSession, saveSession } from '../../../lib/session';
import { createOfflineTill } from './offlineTill';
import { getOfflineStatus, patchOfflineStatus } from './status';
import { saleBody, snapshotOf, product, freshDbs } from './testData';

const freshDb = freshDbs('offline-till-test');
afterEach(() => {
  clearSession();
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

describe('an offline till', () => {
  it('is made fresh, on its own database: what one queues and indexes the other does not see', async () => {
    saveSession({ token: 't', user: { id: 3, name: 'Ana', category: 'u', username: 'ana' }, zone: 'America/La_Paz' });
    const dbA = freshDb();
    const a = createOfflineTill(() => dbA);
    const dbB = freshDb();
    const b = createOfflineTill(() => dbB);
    expect(await a.queueSale(saleBody(7, 2), 'k1')).toMatch(/^[A-Z0-9]{4}-0001$/);
    expect(a.queueSold().get(7)).toBe(2);
    expect(b.queueSold().size).toBe(0);
    await dbA.snapshots.put({ id: 'snapshot', snapshot: snapshotOf([product(7)]) });
    expect((await a.loadStoredSnapshot())?.snapshot.products).toHaveLength(1);
    expect(await b.loadStoredSnapshot()).toBeNull();
  });

  it('reads the stored snapshot once: a device with none stored does not read IndexedDB again at every scan', async () => {
    const db = freshDb();
    const till = createOfflineTill(() => db);
    const read = vi.spyOn(db.snapshots, 'get');
    expect(await till.loadStoredSnapshot()).toBeNull();
    expect(await till.loadStoredSnapshot()).toBeNull();
    expect(read).toHaveBeenCalledTimes(1);
  });

  it("takes a queued crate's units off the stock, by the snapshot's units of that presentation", async () => {
    saveSession({ token: 't', user: { id: 3, name: 'Ana', category: 'u', username: 'ana' }, zone: 'America/La_Paz' });
    const db = freshDb();
    const till = createOfflineTill(() => db);
    const snapshot = snapshotOf([product(7, { stock: 30 })]);
    snapshot.presentations = [{ id: 4, product_id: 7, name: 'Caja x12', units: 12, barcode: '1777', price: 100 }];
    await db.snapshots.put({ id: 'snapshot', snapshot });
    await till.loadStoredSnapshot();
    const body = saleBody(7, 2);
    body.detail = [{ ...body.detail[0], presentation_id: 4 }];
    await till.queueSale(body, 'k-crate');
    expect(till.queueSold().get(7)).toBe(24);
    expect(till.snapshotIndex()?.byBarcode('1777', till.queueSold())[0].stock).toBe(6);
  });

  it('listens to nothing until started, and lets go of the browser’s events when stopped', async () => {
    vi.stubGlobal('fetch', vi.fn(() => new Promise(() => undefined))); // the sync's report: never answered
    const added = vi.spyOn(window, 'addEventListener');
    const db = freshDb();
    const till = createOfflineTill(() => db);
    expect(added).not.toHaveBeenCalled();
    const stop = till.start();
    expect(added.mock.calls.map(([type]) => type)).toEqual(expect.arrayContaining(['online', 'offline']));
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    window.dispatchEvent(new Event('offline'));
    expect(getOfflineStatus().browserOnline).toBe(false);
    stop();
    patchOfflineStatus({ browserOnline: true });
    window.dispatchEvent(new Event('offline'));
    expect(getOfflineStatus().browserOnline).toBe(true);
  });
});
