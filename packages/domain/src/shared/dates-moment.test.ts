import { describe, expect, it } from 'vitest';
import { fromBusinessDateTime, toBusinessDateTime } from './dates';

describe('moments on the bank clock', () => {
  it('reads and writes yyyy-MM-dd HH:mm in the bank zone whatever the machine zone', () => {
    expect(fromBusinessDateTime('2026-11-20', '09:15', 'Asia/Jakarta')).toBe(
      '2026-11-20T09:15:00+07:00',
    );
    expect(toBusinessDateTime('2026-11-20T02:15:00.000Z', 'Asia/Jakarta')).toBe('2026-11-20 09:15');
  });
});
