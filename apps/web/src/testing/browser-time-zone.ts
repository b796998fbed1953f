import { setBusinessTimeZone } from '@creditdesk/domain/shared/dates';
import { afterEach, beforeEach } from 'vitest';

/**
 * Runs each test of the file in a browser whose clock is `browserZone` while the bank's is
 * `bankZone`, so that a test can tell the bank's time from the browser's. Node reads `TZ` anew
 * at each change.
 */
export const withBrowserTimeZone = (browserZone: string, bankZone = 'Asia/Jakarta') => {
  const machineZone = process.env.TZ;
  beforeEach(() => {
    process.env.TZ = browserZone;
    setBusinessTimeZone(bankZone);
  });
  afterEach(() => {
    if (machineZone === undefined) delete process.env.TZ;
    else process.env.TZ = machineZone;
  });
};
