import { exportCall, type RecordListParams } from '../../../lib/record-calls';

export const exportGroups = exportCall<RecordListParams>('/master-data/groups/export');
