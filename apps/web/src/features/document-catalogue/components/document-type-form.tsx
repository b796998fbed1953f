import { Select, SimpleGrid } from '@mantine/core';
import { Controller, useWatch } from 'react-hook-form';
import { SelectField } from '../../../components/form/controlled-fields';
import { RecordFormCard } from '../../../components/form/record-form-card';
import type { RecordFormProps } from '../../../components/form/record-form-props';
import { useSchemaForm } from '../../../components/form/use-schema-form';
import { TextField } from '../../../components/ui/text-field';
import { useTexts } from '../../../i18n/use-message';
import { MANDATORY_RULES } from '@creditdesk/domain/document-catalogue/catalogue-rules';
import {
  typeBodySchema,
  type CatalogueCategory,
  type TypeBody,
} from '@creditdesk/domain/document-catalogue/document-catalogue.schemas';
import { CodeField, OrderField } from './catalogue-fields';
import { MetaFieldsEditor } from './meta-fields-editor';
import { REPORT_CHOICES } from './report-choices';
import type { TypeFormValues } from './type-form-values';

export interface DocumentTypeFormProps extends RecordFormProps<TypeBody> {
  defaultValues: TypeFormValues;
  categories: CatalogueCategory[];
  /** Applications use the type: its code can no longer change. */
  codeLocked: boolean;
  submitLabel: string;
}

/**
 * A document type, checked with the server's schema: title, code, category, order, mandatory
 * rule, the report it feeds with the date field that report follows, and its fields.
 */
export function DocumentTypeForm({
  defaultValues,
  categories,
  codeLocked,
  submitLabel,
  failure,
  saving,
  onSubmit,
  onCancel,
}: DocumentTypeFormProps) {
  const { t, message } = useTexts();
  const { form, registered } = useSchemaForm(typeBodySchema, defaultValues);
  const fields = useWatch({ control: form.control, name: 'formMetaData' }) ?? [];
  const dateFields = fields
    .filter((field) => field.type === 'date' && field.name)
    .map((field) => ({ value: field.name, label: field.label || field.name }));

  return (
    <RecordFormCard
      onSubmit={form.handleSubmit((body) => onSubmit(body))}
      failure={failure}
      saving={saving}
      submitLabel={submitLabel}
      onCancel={onCancel}
      scrollToFailure
    >
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <TextField withAsterisk label={t('documentCatalogue.typeTitle')} {...registered('title')} />
        <CodeField
          locked={codeLocked}
          description={t(
            codeLocked
              ? 'documentCatalogue.codeLockedDescription'
              : 'documentCatalogue.codeDescription',
          )}
          {...registered('code')}
        />
        <SelectField
          control={form.control}
          name="categoryCode"
          withAsterisk
          label={t('documentCatalogue.category')}
          data={categories.map((category) => ({ value: category.code, label: category.title }))}
          allowDeselect={false}
          emptyValue=""
        />
        <OrderField {...registered('position')} />
        <SelectField
          control={form.control}
          name="mandatory"
          withAsterisk
          label={t('documentCatalogue.mandatory')}
          data={MANDATORY_RULES.map((rule) => ({
            value: rule,
            label: t(`documentCatalogue.mandatoryRules.${rule}`),
          }))}
          allowDeselect={false}
        />
        <SelectField
          control={form.control}
          name="report"
          label={t('documentCatalogue.report')}
          placeholder={t('documentCatalogue.noReport')}
          data={REPORT_CHOICES}
          clearable
        />
        <Controller
          control={form.control}
          name="dueField"
          render={({ field, fieldState }) => (
            <Select
              label={t('documentCatalogue.dueField')}
              description={t('documentCatalogue.dueFieldDescription')}
              placeholder={t(
                dateFields.length
                  ? 'documentCatalogue.noDueField'
                  : 'documentCatalogue.noDateField',
              )}
              data={dateFields}
              disabled={!dateFields.length}
              clearable
              ref={field.ref}
              value={field.value ?? null}
              error={message(fieldState.error?.message)}
              onChange={(next) => field.onChange(next)}
            />
          )}
        />
      </SimpleGrid>
      <MetaFieldsEditor form={form} />
    </RecordFormCard>
  );
}
