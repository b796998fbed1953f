import { exportCall } from '../../../lib/record-calls';
import type { DebiturListParams } from './debiturs-query-keys';

export const exportDebiturs = exportCall<DebiturListParams>('/master-data/debiturs/export');
