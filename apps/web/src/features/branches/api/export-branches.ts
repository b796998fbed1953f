import { exportCall } from '../../../lib/record-calls';
import type { BranchListParams } from './branches-query-keys';

export const exportBranches = exportCall<BranchListParams>('/master-data/branches/export');
