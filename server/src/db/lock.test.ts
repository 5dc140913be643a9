import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { acquireLock, formatOwner, ownerOf, parseOwner, startTimeOf } from './lock.js';

const dirs: string[] = [];
const tmp = () => {
  const d = fs.mkdtempSync(path.join(os.tmpdir(), 'lactea-lock-'));
  dirs.push(d);
  return d;
};
afterEach(() => dirs.splice(0).forEach((d) => fs.rmSync(d, { recursive: true, force: true })));

describe('data directory lock (PGlite rule 1)', () => {
  it('writes the pid and removes the lock on release', () => {
    const dir = tmp();
    const release = acquireLock(dir);
    const owner = parseOwner(fs.readFileSync(path.join(dir, 'lactea.lock'), 'utf8'));
    expect(owner).toEqual(ownerOf(process.pid));
    expect(owner?.start).toMatch(/^\d+$/);
    expect(owner?.bootId).toMatch(/^[0-9a-f-]{36}$/);
    release();
    expect(fs.existsSync(path.join(dir, 'lactea.lock'))).toBe(false);
  });

  it('refuses a directory held by another live process, with a clear Spanish message', () => {
    const dir = tmp();
    // pid 1 is always alive (init), and is not us.
    fs.writeFileSync(path.join(dir, 'lactea.lock'), '1');
    expect(() => acquireLock(dir)).toThrow(/está en uso por el proceso 1/);
    expect(fs.readFileSync(path.join(dir, 'lactea.lock'), 'utf8')).toBe('1');
  });

  it('takes over the lock of a process that died', () => {
    const dir = tmp();
    fs.writeFileSync(path.join(dir, 'lactea.lock'), '999999999');
    const release = acquireLock(dir);
    expect(parseOwner(fs.readFileSync(path.join(dir, 'lactea.lock'), 'utf8'))?.pid).toBe(process.pid);
    release();
  });

  it('refuses a lock whose pid still runs with the recorded start time and boot', () => {
    const dir = tmp();
    fs.writeFileSync(path.join(dir, 'lactea.lock'), formatOwner(ownerOf(1)));
    expect(() => acquireLock(dir)).toThrow(/está en uso por el proceso 1/);
  });

  it('takes over a stale lock whose pid now belongs to an unrelated live process (another start time)', () => {
    const dir = tmp();
    // pid 1 is alive, but it is not the process that wrote this lock: that one started at another time.
    const reused = { ...ownerOf(1), start: String(Number(startTimeOf(1)) + 12345) };
    fs.writeFileSync(path.join(dir, 'lactea.lock'), formatOwner(reused));
    const release = acquireLock(dir);
    expect(parseOwner(fs.readFileSync(path.join(dir, 'lactea.lock'), 'utf8'))?.pid).toBe(process.pid);
    release();
  });

  it('takes over a lock written before the last reboot (another boot id)', () => {
    const dir = tmp();
    fs.writeFileSync(path.join(dir, 'lactea.lock'), formatOwner({ ...ownerOf(1), bootId: '00000000-0000-0000-0000-000000000000' }));
    const release = acquireLock(dir);
    expect(parseOwner(fs.readFileSync(path.join(dir, 'lactea.lock'), 'utf8'))?.pid).toBe(process.pid);
    release();
  });
});
