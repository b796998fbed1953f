import { CREDIT_TYPES_MODULE } from '@creditdesk/domain/credit-types/credit-types.module';
import { nameDescriptionTable } from '../../kit/name-description-module';

/** The credit application master of the spec: the Credit Type options of the wizard. */
export const creditTypes = nameDescriptionTable(CREDIT_TYPES_MODULE);
