import { deleteCall } from '../../../lib/record-calls';
import { groupsQueryKeys } from './groups-query-keys';

export const { remove: deleteGroup, useDelete: useDeleteGroup } = deleteCall(
  groupsQueryKeys,
  '/master-data/group',
);
