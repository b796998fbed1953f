import { exportCall, type RecordListParams } from '../../../lib/record-calls';

export const exportRoles = exportCall<RecordListParams>('/master-data/roles/export');
