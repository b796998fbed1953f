import { exportCall, type RecordListParams } from '../../../lib/record-calls';

export const exportFacilities = exportCall<RecordListParams>('/master-data/facilities/export');
