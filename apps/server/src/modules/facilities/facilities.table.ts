import { FACILITIES_MODULE } from '@creditdesk/domain/facilities/facilities.module';
import { nameDescriptionTable } from '../../kit/name-description-module';

/** Credit and plafond facilities. */
export const facilities = nameDescriptionTable(FACILITIES_MODULE);
