import { describe, expect, it } from 'vitest';
import { businessMoment } from './business-time.js';

describe('business time', () => {
  it('a sale at 21:00 in La Paz belongs to that day, not to the next UTC day', () => {
    expect(businessMoment('America/La_Paz', new Date('2026-11-23T01:00:00Z'))).toEqual({ date: '2026-11-22', hour: '21:00:00' });
    expect(businessMoment('America/La_Paz', new Date('2026-11-23T04:00:00Z'))).toEqual({ date: '2026-11-23', hour: '00:00:00' });
    expect(businessMoment('UTC', new Date('2026-11-23T01:00:00Z')).date).toBe('2026-11-23');
  });
});
