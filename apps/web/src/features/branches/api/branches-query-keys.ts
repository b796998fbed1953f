import { branchesApi } from './branches-api';

/** The branches' keys, and the groups its form offers: a branch's change leaves them cached. */
export const branchesQueryKeys = {
  ...branchesApi.keys,
  groupOptions: () => [...branchesApi.keys.all, 'options', 'groups'] as const,
};
