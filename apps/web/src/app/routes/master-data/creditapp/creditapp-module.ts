import {
  CREDIT_TYPE_MESSAGES,
  creditTypeBodySchema,
} from '@creditdesk/domain/credit-types/credit-types.schemas';
import { useCreateCreditType } from '../../../../features/credit-types/api/create-credit-type';
import { useDeleteCreditType } from '../../../../features/credit-types/api/delete-credit-type';
import { exportCreditTypes } from '../../../../features/credit-types/api/export-credit-types';
import { useCreditType } from '../../../../features/credit-types/api/get-credit-type';
import { useCreditTypes } from '../../../../features/credit-types/api/get-credit-types';
import { useUpdateCreditType } from '../../../../features/credit-types/api/update-credit-type';
import { defineNameDescription } from '../name-description/name-description-module';

/** What the credit types pages say and call; loaded with the first of them. */
export const creditTypesModule = defineNameDescription({
  calls: {
    useList: useCreditTypes,
    useDetail: useCreditType,
    useCreate: useCreateCreditType,
    useUpdate: useUpdateCreditType,
    useDelete: useDeleteCreditType,
    exportList: exportCreditTypes,
  },
  schema: creditTypeBodySchema,
  nameField: 'creditappName',
  messages: CREDIT_TYPE_MESSAGES,
  catalogue: 'creditTypes',
});
