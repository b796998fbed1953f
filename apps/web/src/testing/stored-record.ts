/** What every stored record carries: its id, its first version, and when it was created and changed. */
export const storedRecord = (_id: string, stamp = '2026-01-05T08:00:00.000Z') => ({
  _id,
  version: 1,
  created: stamp,
  modified: stamp,
});
