/** The fields that differ between two versions of a record, as { before, after } subsets. */
export const changedFields = (
  before: Record<string, unknown>,
  after: Record<string, unknown>,
): { before: Record<string, unknown>; after: Record<string, unknown> } => {
  const keys = new Set([...Object.keys(before), ...Object.keys(after)]);
  const diff = { before: {} as Record<string, unknown>, after: {} as Record<string, unknown> };
  for (const key of keys) {
    if (JSON.stringify(before[key]) === JSON.stringify(after[key])) continue;
    diff.before[key] = before[key];
    diff.after[key] = after[key];
  }
  return diff;
};
