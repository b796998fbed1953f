import type { Executor } from './client';

/**
 * A statement built and prepared once per database rather than on every call: for the queries
 * each request runs, Drizzle's building and PostgreSQL's planning would otherwise dominate.
 */
export const preparedPerDatabase = <T>(prepare: (executor: Executor) => T) => {
  const statements = new WeakMap<Executor, T>();
  return (executor: Executor) => {
    let statement = statements.get(executor);
    if (!statement) {
      statement = prepare(executor);
      statements.set(executor, statement);
    }
    return statement;
  };
};
