import { DEVICE_ID_PATTERN } from '@lactea/contracts';
import { newIdempotencyKey } from '../../../lib/idempotencyKey';
import type { OfflineDb } from './db';

/** This browser profile as the server knows it: an id made once and a name a person can edit. */
export interface Device {
  id: string;
  name: string;
}

const DEVICE_KEY = 'device';
const SEQ_KEY = 'provisional-seq';

const isDevice = (v: unknown): v is Device =>
  !!v && typeof (v as Device).id === 'string' && DEVICE_ID_PATTERN.test((v as Device).id) && typeof (v as Device).name === 'string';

/** 'Caja D3F2': the first four characters of the id, as the provisional numbers start. */
export const defaultDeviceName = (id: string) => `Caja ${id.slice(0, 4).toUpperCase()}`;

/** The device, made in the same transaction that finds none: two tabs opening at once agree on one. */
export function loadDevice(db: OfflineDb): Promise<Device> {
  return db.transaction('rw', db.meta, async () => {
    const row = await db.meta.get(DEVICE_KEY);
    if (isDevice(row?.value)) return row.value;
    const id = newIdempotencyKey();
    const device = { id, name: defaultDeviceName(id) };
    await db.meta.put({ key: DEVICE_KEY, value: device });
    return device;
  });
}

export async function renameDevice(db: OfflineDb, name: string): Promise<Device> {
  return db.transaction('rw', db.meta, async () => {
    const device = await loadDevice(db);
    const next = { ...device, name: name.trim() || defaultDeviceName(device.id) };
    await db.meta.put({ key: DEVICE_KEY, value: next });
    return next;
  });
}

/** 'D3F2-0007': the device's next provisional number (a counter kept with the device, never reused). */
export function nextProvisionalNumber(db: OfflineDb, device: Device): Promise<string> {
  return db.transaction('rw', db.meta, async () => {
    const row = await db.meta.get(SEQ_KEY);
    const next = (typeof row?.value === 'number' ? row.value : 0) + 1;
    await db.meta.put({ key: SEQ_KEY, value: next });
    return `${device.id.slice(0, 4).toUpperCase()}-${String(next).padStart(4, '0')}`;
  });
}
