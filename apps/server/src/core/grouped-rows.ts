import type { Executor } from '../db/client';
import { preparedPerDatabase } from '../db/prepared-statement';

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

/**
 * `groupedBy` of the rows of several owners, read in one statement (`read`, which names `ownerIds`),
 * under each row's owner; no owners read nothing.
 */
export const groupedByOwner = async <R, V>(
  ownerIds: readonly string[],
  read: () => Promise<readonly R[]>,
  ownerOf: (row: R) => string,
  valueOf: (row: R) => V,
) => (ownerIds.length === 0 ? new Map<string, V[]>() : groupedBy(await read(), ownerOf, valueOf));

/**
 * Each record answered with what it links to (a branch's groups, a role's grants): `linksOf` reads
 * the links of all the records at once, by record id; a record without links gets undefined.
 */
export const withLinks = async <R extends { id: string }, L, A>(
  rows: readonly R[],
  linksOf: (ids: string[]) => Promise<ReadonlyMap<string, L>>,
  answer: (row: R, links: L | undefined) => A,
) => {
  const links = await linksOf(rows.map((row) => row.id));
  return rows.map((row) => answer(row, links.get(row.id)));
};

/**
 * `groupedByOwner` read by a statement prepared once per database (`prepare`, whose placeholder
 * `ownerIds` is the owners' ids): the rows of the owners a list page or a detail shows.
 */
export const groupedByOwnerStatement = <R, V>(
  prepare: (executor: Executor) => {
    execute: (values: { ownerIds: string[] }) => Promise<readonly R[]>;
  },
  ownerOf: (row: R) => string,
  valueOf: (row: R) => V,
) => {
  const statement = preparedPerDatabase(prepare);
  return (executor: Executor, ownerIds: string[]) =>
    groupedByOwner(ownerIds, () => statement(executor).execute({ ownerIds }), ownerOf, valueOf);
};
