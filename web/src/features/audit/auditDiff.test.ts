import { describe, expect, it } from 'vitest';
import { auditDiff } from './auditDiff';

describe('audit detail: before and after', () => {
  it('lines up every field, marks the changed ones, never shows a secret', () => {
    const lines = auditDiff(
      { name: 'Ana', category: 'u', password_hash: 'scrypt$x', version: 1 },
      { name: 'Ana', category: 'a', token: 'abc', version: 2, extra: { a: 1 } },
    );
    expect(lines).toEqual([
      { field: 'name', before: 'Ana', after: 'Ana', changed: false },
      { field: 'category', before: 'u', after: 'a', changed: true },
      { field: 'version', before: '1', after: '2', changed: true },
      { field: 'extra', before: '—', after: '{"a":1}', changed: true },
    ]);
  });

  it('shows an addition (no before) without marking every field', () => {
    expect(auditDiff(null, { mark: 'PIL' })).toEqual([{ field: 'mark', before: '—', after: 'PIL', changed: false }]);
  });
});
