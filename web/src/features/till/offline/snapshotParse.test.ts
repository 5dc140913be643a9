import { describe, expect, it, vi } from 'vitest';
import { tillSnapshotSchema } from '@lactea/contracts';
import { parseSnapshot, SNAPSHOT_SLICE } from './snapshotParse';
import { product, snapshotOf } from './testData';

describe('parseSnapshot', () => {
  it('answers what one parse of the whole snapshot answers, yielding between slices', async () => {
    const snapshot = snapshotOf(Array.from({ length: SNAPSHOT_SLICE * 2 + 5 }, (_, i) => product(i + 1)));
    const timers = vi.spyOn(globalThis, 'setTimeout');
    const parsed = await parseSnapshot(JSON.parse(JSON.stringify(snapshot)));
    expect(parsed).toEqual(tillSnapshotSchema.parse(snapshot));
    // Three slices of products and one of clients: the page gets the thread back after each.
    expect(timers.mock.calls.filter(([, ms]) => ms === 0).length).toBeGreaterThanOrEqual(4);
    timers.mockRestore();
  });

  it('refuses a snapshot whose product breaks the contract, like one parse would', async () => {
    const snapshot = snapshotOf([product(1), product(2)]);
    const broken = JSON.parse(JSON.stringify(snapshot));
    broken.products[1].price = 'caro';
    await expect(parseSnapshot(broken)).rejects.toThrow();
    await expect(parseSnapshot({ ...snapshot, taken_at: undefined })).rejects.toThrow();
  });
});
