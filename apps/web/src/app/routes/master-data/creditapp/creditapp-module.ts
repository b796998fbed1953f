import {
  CREDIT_TYPE_MESSAGES,
  creditTypeBodySchema,
} from '@creditdesk/domain/credit-types/credit-types.schemas';
import { creditTypesApi } from '../../../../features/credit-types/api/credit-types-api';
import { defineNameDescription } from '../name-description/name-description-module';

/** What the credit types pages say and call; loaded with the first of them. */
export const creditTypesModule = defineNameDescription({
  api: creditTypesApi,
  schema: creditTypeBodySchema,
  nameField: 'creditappName',
  messages: CREDIT_TYPE_MESSAGES,
  catalogue: 'creditTypes',
});
