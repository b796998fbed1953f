import { nameDescriptionService } from '../../kit/name-description';
import type { Database } from '../../db/client';
import { facilities } from './facilities.table';

export const createFacilitiesService = (db: Database) =>
  nameDescriptionService(db, { table: facilities, nameField: 'facilityName', entity: 'facility' });
export type FacilitiesService = ReturnType<typeof createFacilitiesService>;
