import {
  CREDIT_TYPE_MESSAGES,
  type CreditType,
  type CreditTypeBody,
} from '@creditdesk/domain/credit-types/credit-types.schemas';
import { createCall } from '../../../lib/record-calls';
import { creditTypesQueryKeys } from './credit-types-query-keys';

export const { post: createCreditType, useCreate: useCreateCreditType } = createCall<
  CreditType,
  CreditTypeBody
>(creditTypesQueryKeys, '/master-data/creditapp', {
  fallbackMessage: CREDIT_TYPE_MESSAGES.createFailed,
});
