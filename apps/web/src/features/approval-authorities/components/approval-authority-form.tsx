import {
  approvalAuthorityBodySchema,
  REQUIRED_APPROVALS_MAX,
  REQUIRED_APPROVALS_MIN,
  type ApprovalAuthorityBody,
} from '@creditdesk/domain/approval-authorities/approval-authorities.schemas';
import { SimpleGrid } from '@mantine/core';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { useTranslation } from 'react-i18next';
import {
  MoneyField,
  MultiSelectField,
  SelectField,
} from '../../../components/form/controlled-fields';
import { RecordFormCard } from '../../../components/form/record-form-card';
import type { RecordFormProps } from '../../../components/form/record-form-props';
import { useFieldTexts, useRegistered } from '../../../components/form/use-registered';
import { TextField } from '../../../components/ui/text-field';
import { useApprovalAuthorityOptions } from '../api/get-approval-authority-options';

/** What the form holds: the amounts as decimal text, the approvals as the chosen option. */
export interface ApprovalAuthorityFormValues {
  name: string;
  plafondFrom: string | null;
  plafondTo: string | null;
  requiredApprovals: string;
  roleIds: string[];
  creditTypeIds: string[];
}

export const EMPTY_APPROVAL_AUTHORITY: ApprovalAuthorityFormValues = {
  name: '',
  plafondFrom: null,
  plafondTo: null,
  requiredApprovals: '1',
  roleIds: [],
  creditTypeIds: [],
};

export interface ApprovalAuthorityFormProps extends RecordFormProps<
  Omit<ApprovalAuthorityBody, 'version'>
> {
  defaultValues?: ApprovalAuthorityFormValues;
  submitLabel: string;
}

const APPROVAL_COUNTS = Array.from(
  { length: REQUIRED_APPROVALS_MAX - REQUIRED_APPROVALS_MIN + 1 },
  (_, index) => String(REQUIRED_APPROVALS_MIN + index),
);

/**
 * A tier of the approval authority, checked with the server's schema: its name, plafonds, the
 * credit types it applies to (none: all), how many approvals it needs and whose.
 */
export function ApprovalAuthorityForm({
  defaultValues,
  submitLabel,
  failure,
  saving,
  onSubmit,
  onCancel,
}: ApprovalAuthorityFormProps) {
  const { t } = useTranslation();
  const texts = useFieldTexts('approvalAuthorities');
  const options = useApprovalAuthorityOptions();
  const form = useForm<z.input<typeof approvalAuthorityBodySchema>, unknown, ApprovalAuthorityBody>(
    {
      resolver: zodResolver(approvalAuthorityBodySchema),
      defaultValues: defaultValues ?? EMPTY_APPROVAL_AUTHORITY,
    },
  );
  const registered = useRegistered(form);
  /** A field's label, placeholder and line under it (`approvalAuthorities.<key>Description`). */
  const described = (key: string) => ({
    ...texts(key),
    description: t(`approvalAuthorities.${key}Description`),
  });
  /** A list of the options' records: searched as typed, clearable, held while they load. */
  const optionsList = (
    records: { _id: string; name: string }[] = [],
    nothingFoundMessage: string,
  ) => ({
    searchable: true,
    clearable: true,
    nothingFoundMessage,
    data: records.map((record) => ({ value: record._id, label: record.name })),
    disabled: options.isPending,
    fallbackError: options.isError ? t('kit.loadError') : undefined,
  });

  return (
    <RecordFormCard
      onSubmit={form.handleSubmit((values) => onSubmit(values))}
      failure={failure}
      saving={saving}
      submitLabel={submitLabel}
      onCancel={onCancel}
    >
      <TextField withAsterisk {...texts('name')} {...registered('name')} />
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <MoneyField
          control={form.control}
          name="plafondFrom"
          withAsterisk
          {...described('plafondFrom')}
        />
        <MoneyField control={form.control} name="plafondTo" {...described('plafondTo')} />
      </SimpleGrid>
      <MultiSelectField
        control={form.control}
        name="creditTypeIds"
        {...described('creditTypes')}
        {...optionsList(options.data?.creditTypes, t('approvalAuthorities.noCreditTypeFound'))}
      />
      <SelectField
        control={form.control}
        name="requiredApprovals"
        withAsterisk
        label={t('approvalAuthorities.requiredApprovals')}
        data={APPROVAL_COUNTS}
        allowDeselect={false}
        emptyValue=""
      />
      <MultiSelectField
        control={form.control}
        name="roleIds"
        withAsterisk
        {...described('roles')}
        {...optionsList(options.data?.roles, t('approvalAuthorities.noRoleFound'))}
      />
    </RecordFormCard>
  );
}
