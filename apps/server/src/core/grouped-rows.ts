/**
 * Rows gathered under a key of theirs, each key's values in the rows' order: the branches of each
 * group, the grants of each role, the facilities of each application, read in one statement.
 */
export const groupedBy = <R, V>(
  rows: readonly R[],
  keyOf: (row: R) => string,
  valueOf: (row: R) => V,
) => {
  const grouped = new Map<string, V[]>();
  for (const row of rows) {
    const values = grouped.get(keyOf(row));
    if (values) values.push(valueOf(row));
    else grouped.set(keyOf(row), [valueOf(row)]);
  }
  return grouped;
};
