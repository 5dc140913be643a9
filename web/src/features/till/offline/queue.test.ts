import 'fake-indexeddb/auto';
import { describe, expect, it } from 'vitest';
import { DEVICE_ID_PATTERN } from '@lactea/contracts';
import { loadDevice, nextProvisionalNumber, renameDevice } from './device';
import { countsOf, enqueue, listQueue, mergeQueueFile, parseQueueFile, queueFileText, retryQueued, setAside, soldQuantities } from './queue';
import { queued, freshDbs } from './testData';

const freshDb = freshDbs('queue-test');

describe('device', () => {
  it('is made once, with a default name, and renamed', async () => {
    const db = freshDb();
    const [a, b] = await Promise.all([loadDevice(db), loadDevice(db)]);
    expect(a).toEqual(b);
    expect(a.id).toMatch(DEVICE_ID_PATTERN);
    expect(a.name).toBe(`Caja ${a.id.slice(0, 4).toUpperCase()}`);
    expect((await renameDevice(db, '  Caja 1 ')).name).toBe('Caja 1');
    expect((await loadDevice(db)).id).toBe(a.id);
  });

  it('numbers provisional receipts <first 4 of device>-<4 digits>, never twice', async () => {
    const db = freshDb();
    const device = await loadDevice(db);
    const numbers = await Promise.all([1, 2, 3].map(() => nextProvisionalNumber(db, device)));
    const prefix = device.id.slice(0, 4).toUpperCase();
    expect(numbers.sort()).toEqual([`${prefix}-0001`, `${prefix}-0002`, `${prefix}-0003`]);
  });
});

describe('queue', () => {
  it('keeps one copy per key, oldest first, and counts pending and set aside', async () => {
    const db = freshDb();
    await enqueue(db, queued('b', 7, 1, 2, '2026-11-25T10:05:00.000-04:00'));
    await enqueue(db, queued('a', 7, 2, 1, '2026-11-25T10:01:00.000-04:00'));
    await enqueue(db, queued('b', 7, 9, 9));
    const q = await listQueue(db);
    expect(q.map((s) => s.key)).toEqual(['b', 'a']);
    expect(q[0].body.detail[0].product_id).toBe(1);
    await setAside(db, 'b', 'Producto inhabilitado');
    expect(countsOf(await listQueue(db))).toEqual({ pending: 1, failed: 1, oldestPendingAt: '2026-11-25T10:01:00.000-04:00' });
    await retryQueued(db, 'b');
    expect(countsOf(await listQueue(db)).failed).toBe(0);
  });

  it('adds up what the queue sold of each product (thousandths exact)', async () => {
    const db = freshDb();
    await enqueue(db, queued('a', 7, 1, 0.1));
    await enqueue(db, queued('b', 7, 1, 0.2));
    await enqueue(db, queued('c', 7, 2, 3));
    const sold = soldQuantities(await listQueue(db));
    expect(sold.get(1)).toBe(0.3);
    expect(sold.get(2)).toBe(3);
  });

  it("counts a crate's line in units: 2 crates of 12 and 3 loose units are 27", async () => {
    const db = freshDb();
    const sale = queued('a', 7, 5, 2);
    sale.body.detail = [{ ...sale.body.detail[0], presentation_id: 9 }, { ...sale.body.detail[0], quantity: 3 }];
    await enqueue(db, sale);
    expect(soldQuantities(await listQueue(db), (id) => (id === 9 ? 12 : undefined)).get(5)).toBe(27);
  });

  it('a downloaded queue loads on another device once: the same keys are never duplicated', async () => {
    const from = freshDb();
    await enqueue(from, queued('a', 7));
    await enqueue(from, queued('b', 8));
    await setAside(from, 'b', 'con un error');
    const device = await loadDevice(from);
    const text = queueFileText(device, await listQueue(from));
    const file = parseQueueFile(text);
    expect(file?.sales).toHaveLength(2);
    expect(file?.device.id).toBe(device.id);

    const to = freshDb();
    await enqueue(to, queued('x', 9));
    await enqueue(to, queued('a', 7));
    expect(await mergeQueueFile(to, file!)).toBe(1);
    expect(await mergeQueueFile(to, file!)).toBe(0);
    const q = await listQueue(to);
    expect(q.map((s) => s.key)).toEqual(['x', 'a', 'b']);
    // Loaded again as pending: the administrator's device sends it when its cashier signs in.
    expect(q[2]).toMatchObject({ status: 'pendiente', message: null, user_id: 8 });
  });

  it('refuses a file that is not a queue', () => {
    expect(parseQueueFile('no es json')).toBeNull();
    expect(parseQueueFile(JSON.stringify({ v: 1, device: { id: 'x', name: 'y' }, exported_at: '', sales: [{ key: 'k' }] }))).toBeNull();
  });
});
