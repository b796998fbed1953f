import { exportCall, type RecordListParams } from '../../../lib/record-calls';

export const exportCreditTypes = exportCall<RecordListParams>('/master-data/creditapps/export');
