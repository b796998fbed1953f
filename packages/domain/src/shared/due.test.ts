import { describe, expect, it } from 'vitest';
import { daysLeft, dueBadge } from './due';

describe('due badges', () => {
  it('counts whole days on the calendar, negative once the date has passed', () => {
    expect(daysLeft('2026-03-01', '2026-02-27')).toBe(2);
    expect(daysLeft('2026-02-27', '2026-02-27')).toBe(0);
    expect(daysLeft('2026-02-26', '2026-02-27')).toBe(-1);
  });

  it('names the bucket of the days left, and Done whatever the date once closed', () => {
    expect(dueBadge(-1, false)).toBe('Overdue');
    expect(dueBadge(0, false)).toBe('Due in 30 days');
    expect(dueBadge(30, false)).toBe('Due in 30 days');
    expect(dueBadge(31, false)).toBe('Due in 90 days');
    expect(dueBadge(90, false)).toBe('Due in 90 days');
    expect(dueBadge(91, false)).toBe('Active');
    expect(dueBadge(-10, true)).toBe('Done');
  });
});
