import { createQueryKeys } from '../../../lib/query-keys';
import type { RecordListParams } from '../../../lib/record-calls';

/** Query keys of the roles module, and the access catalogue its form offers. */
export const rolesQueryKeys = {
  ...createQueryKeys<RecordListParams>('roles'),
  // Outside `all`: the catalogue is the server's, no role's change touches it.
  accessCatalogue: () => ['access-catalogue'] as const,
};
