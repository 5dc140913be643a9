import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { acquireLock } from './lock.js';

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
    expect(fs.readFileSync(path.join(dir, 'lactea.lock'), 'utf8')).toBe(String(process.pid));
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
    expect(fs.readFileSync(path.join(dir, 'lactea.lock'), 'utf8')).toBe(String(process.pid));
    release();
  });
});
