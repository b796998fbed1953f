import { exportCall } from '../../../lib/record-calls';
import type { UserListParams } from './users-query-keys';

export const exportUsers = exportCall<UserListParams>('/master-data/users/export');
