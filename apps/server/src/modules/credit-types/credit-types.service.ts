import { nameDescriptionService } from '../../kit/name-description';
import type { Database } from '../../db/client';
import { creditTypes } from './credit-types.table';

export const createCreditTypesService = (db: Database) =>
  nameDescriptionService(db, {
    table: creditTypes,
    nameField: 'creditappName',
    entity: 'credit-type',
  });
export type CreditTypesService = ReturnType<typeof createCreditTypesService>;
