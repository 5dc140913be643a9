import 'fake-indexeddb/auto';
import { describe, expect, it, vi } from 'vitest';
import type { QueuedSale } from './db';
import * as queueModule from './queue';
import { queuedCreditCents } from './queue';
import { creditNotice, snapshotCredit, tillClientCredit } from './lookups';
import { SnapshotIndex } from './snapshotIndex';
import { queued, snapshotOf } from './testData';
import { parseSnapshot } from './snapshotParse';

vi.mock('./queue', async (original) => {
  const real = await original<typeof queueModule>();
  return { ...real, listQueue: vi.fn(real.listQueue) };
});
vi.mock('../tillApi', async (original) => {
  const real = await original<typeof import('../tillApi')>();
  return { tillApi: { ...real.tillApi, clientCredit: vi.fn(async (id: number) => ({ id, credit_limit: 100, overdue_days: 0, debt: 5, available: 95, overdue_since: null, control: 'advertir' as const })) } };
});

/** The offline till's credit check: the snapshot's limit and debt, plus what this device's queue sold on credit since. */

const onCredit = (key: string, clientId: number, total: number, cancelled: 0 | 1 = 0): QueuedSale => {
  const q = queued(key, 1);
  return {
    ...q,
    seq: 1,
    status: 'pendiente',
    message: null,
    created: '2026-11-25T10:00:00.000Z',
    body: { ...q.body, without_client: 0, client: { id: clientId, business_name: 'x', ci_nit: '1' }, sale: { ...q.body.sale, cancelled, id_type_payment: 0, money_paid: 0, total_sale: total } },
  } as QueuedSale;
};

describe('offline credit check', () => {
  const snapshot = snapshotOf([]);
  const index = new SnapshotIndex(snapshot);
  const queue = [onCredit('a', 2, 20), onCredit('b', 1, 35), onCredit('c', 2, 50, 1)];

  it("adds this device's queued credit sales of the client (not its cash sales, not other clients') to the snapshot's debt", () => {
    expect(queuedCreditCents(queue, 2)).toBe(2000);
    const credit = snapshotCredit(index, 2, queuedCreditCents(queue, 2));
    expect(credit).toMatchObject({ credit_limit: 100, debt: 90, available: 10, control: 'bloquear', offline_as_of: snapshot.taken_at });
    expect(snapshotCredit(index, 99, 0)).toBeNull();
  });

  it('warns with the online texts and says where the debt comes from; nothing within the limit', () => {
    const credit = snapshotCredit(index, 2, 2000)!;
    expect(creditNotice(credit, 1500)).toEqual([
      'Límite de crédito excedido: disponible Bs. 10,00',
      expect.stringMatching(/^Sin conexión: deuda según los datos del 25\/11\/2026 \d\d:32 y las ventas guardadas en este equipo$/),
    ]);
    expect(creditNotice(credit, 1000)).toEqual([]);
    // No limit: no warning however much is owed.
    expect(creditNotice(snapshotCredit(index, 1, 3500)!, 1_000_000)).toEqual([]);
  });

  it('reads a snapshot stored before clients carried their credit as no limit known, not as unreadable', async () => {
    const { credit_control: _control, ...old } = snapshot;
    const stored = await parseSnapshot({ ...old, clients: [{ id: 2, business_name: 'Tienda Ana', ci_nit: '999' }] });
    expect(stored.credit_control).toBe('advertir');
    expect(stored.clients).toEqual([{ id: 2, business_name: 'Tienda Ana', ci_nit: '999', credit_limit: null, debt: 0, overdue_since: null, fk_price_list: null }]);
    expect(stored.price_lists).toEqual([]);
  });

  it('online takes the server’s figure and reads nothing of this device’s queue', async () => {
    vi.mocked(queueModule.listQueue).mockClear();
    expect(await tillClientCredit(2)).toMatchObject({ debt: 5, available: 95 });
    expect(queueModule.listQueue).not.toHaveBeenCalled();
  });
});
