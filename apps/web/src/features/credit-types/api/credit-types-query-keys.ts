import { createQueryKeys } from '../../../lib/query-keys';
import type { RecordListParams } from '../../../lib/record-calls';

/** Query keys of the credit types module (the spec's "creditapp" master). */
export const creditTypesQueryKeys = createQueryKeys<RecordListParams>('credit-types');
