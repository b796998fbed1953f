/**
 * The shape of a module's query keys, which each module makes in its own
 * `features/<module>/api/<module>-query-keys.ts`: the medusa shape: `all` above `lists()` and `details()`, so a mutation
 * invalidates exactly what it changed (a create the lists, an update the lists and its detail).
 */
export const createQueryKeys = <ListParams>(module: string) => {
  const all = [module] as const;
  const lists = () => [...all, 'list'] as const;
  const details = () => [...all, 'detail'] as const;
  return {
    all,
    lists,
    list: (params: ListParams) => [...lists(), params] as const,
    details,
    detail: (id: string) => [...details(), id] as const,
  };
};

export type ModuleQueryKeys<ListParams> = ReturnType<typeof createQueryKeys<ListParams>>;
