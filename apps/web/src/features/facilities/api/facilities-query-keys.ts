import { createQueryKeys } from '../../../lib/query-keys';
import type { RecordListParams } from '../../../lib/record-calls';

/** Query keys of the facilities module; every query and invalidation goes through these. */
export const facilitiesQueryKeys = createQueryKeys<RecordListParams>('facilities');
