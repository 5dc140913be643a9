import { describe, expect, it } from 'vitest';
import { businessMoment } from './business-time.js';

describe('business time', () => {
  it('a sale at 21:00 in La Paz belongs to that day, not to the next UTC day', () => {
    expect(businessMoment('America/La_Paz', new Date('2026-11-23T01:00:00Z'))).toEqual({ date: '2026-11-22', hour: '21:00:00' });
    expect(businessMoment('America/La_Paz', new Date('2026-11-23T04:00:00Z'))).toEqual({ date: '2026-11-23', hour: '00:00:00' });
    expect(businessMoment('UTC', new Date('2026-11-23T01:00:00Z')).date).toBe('2026-11-23');
  });

  it('the same second answers the same moment, the next one its own, in any order and time zone', () => {
    const at = (iso: string) => new Date(iso);
    expect(businessMoment('America/La_Paz', at('2026-11-23T03:59:59.001Z'))).toEqual({ date: '2026-11-22', hour: '23:59:59' });
    expect(businessMoment('America/La_Paz', at('2026-11-23T03:59:59.999Z'))).toEqual({ date: '2026-11-22', hour: '23:59:59' });
    expect(businessMoment('UTC', at('2026-11-23T03:59:59.500Z'))).toEqual({ date: '2026-11-23', hour: '03:59:59' });
    expect(businessMoment('America/La_Paz', at('2026-11-23T04:00:00.000Z'))).toEqual({ date: '2026-11-23', hour: '00:00:00' });
    expect(businessMoment('America/La_Paz', at('2026-11-23T03:59:59.000Z'))).toEqual({ date: '2026-11-22', hour: '23:59:59' });
    // A caller that changes its answer changes no other's.
    const first = businessMoment('UTC', at('2026-11-23T05:00:00Z'));
    first.date = 'x';
    expect(businessMoment('UTC', at('2026-11-23T05:00:00.400Z')).date).toBe('2026-11-23');
  });
});
