import type { ResourceListParams } from '../../../lib/resource-api';
import { groupsApi } from './groups-api';

/** The groups' keys, and a group's branch list under its detail so a group's update refreshes it. */
export const groupsQueryKeys = {
  ...groupsApi.keys,
  branches: (id: string, params: ResourceListParams) =>
    [...groupsApi.keys.detail(id), 'branches', params] as const,
};
