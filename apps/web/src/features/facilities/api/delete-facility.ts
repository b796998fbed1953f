import { deleteCall } from '../../../lib/record-calls';
import { facilitiesQueryKeys } from './facilities-query-keys';

export const { remove: deleteFacility, useDelete: useDeleteFacility } = deleteCall(
  facilitiesQueryKeys,
  '/master-data/facility',
);
