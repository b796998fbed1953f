import type { Facility, FacilityBody } from '@creditdesk/domain/facilities/facilities.schemas';
import { createResourceApi } from '../../../lib/resource-api';

/** The facility calls: list, detail, create, update, delete and export. */
export const facilitiesApi = createResourceApi<Facility, FacilityBody>({
  module: 'facilities',
  list: '/master-data/facilities',
  item: '/master-data/facility',
  export: '/master-data/facilities/export',
});
