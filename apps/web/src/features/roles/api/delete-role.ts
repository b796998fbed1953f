import { deleteCall } from '../../../lib/record-calls';
import { rolesQueryKeys } from './roles-query-keys';

export const { remove: deleteRole, useDelete: useDeleteRole } = deleteCall(
  rolesQueryKeys,
  '/master-data/role',
);
