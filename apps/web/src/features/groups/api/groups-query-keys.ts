import { createQueryKeys } from '../../../lib/query-keys';
import type { RecordListParams } from '../../../lib/record-calls';

const keys = createQueryKeys<RecordListParams>('groups');

/** The groups' keys, and a group's branch list under its detail so a group's update refreshes it. */
export const groupsQueryKeys = {
  ...keys,
  branches: (id: string, params: RecordListParams) =>
    [...keys.detail(id), 'branches', params] as const,
};
