import { useSchemaForm } from '../../../components/form/use-schema-form';
import { RadioField } from '../../../components/form/controlled-fields';
import { FormErrorAlert } from '../../../components/ui/form-error-alert';
import { FormModal } from '../../../components/ui/form-modal';
import { TextField } from '../../../components/ui/text-field';
import { translateError, useTexts } from '../../../i18n/use-message';
import { useCreateDocumentCategory } from '../api/create-document-category';
import {
  categoryBodySchema,
  type CatalogueCategory,
} from '@creditdesk/domain/document-catalogue/document-catalogue.schemas';
import { DEBITUR_KINDS } from '@creditdesk/domain/document-catalogue/catalogue-rules';
import { useUpdateDocumentCategory } from '../api/update-document-category';
import { CodeField, OrderField } from './catalogue-fields';

export interface CategoryFormModalProps {
  /** The category to edit; none: a new one, placed after `nextPosition`'s predecessors. */
  category?: CatalogueCategory;
  nextPosition: number;
  onClose: () => void;
  onSaved: (category: CatalogueCategory) => void;
}

/** A category's form: its code (fixed once made), title, order and the debitur kinds that see it. */
export function CategoryFormModal({
  category,
  nextPosition,
  onClose,
  onSaved,
}: CategoryFormModalProps) {
  const { t } = useTexts();
  const create = useCreateDocumentCategory();
  const update = useUpdateDocumentCategory();
  const { form, registered } = useSchemaForm(categoryBodySchema, {
    code: category?.code ?? '',
    title: category?.title ?? '',
    position: String(category?.position ?? nextPosition),
    debiturKinds: category?.debiturKinds ?? 'both',
    retired: category?.retired ?? false,
  });
  const failed = (error: Error) => form.setError('root', { message: translateError(error) });

  const send = form.handleSubmit(({ code, ...changes }) =>
    category
      ? update.mutate(
          { code: category.code, body: changes },
          { onSuccess: onSaved, onError: failed },
        )
      : create.mutate({ code, ...changes }, { onSuccess: onSaved, onError: failed }),
  );

  return (
    <FormModal
      title={t(category ? 'documentCatalogue.editCategory' : 'documentCatalogue.addCategory')}
      busy={create.isPending || update.isPending}
      onClose={onClose}
      onSubmit={(event) => void send(event)}
      submitLabel={t('kit.save')}
    >
      <FormErrorAlert message={form.formState.errors.root?.message} />
      <CodeField
        locked={!!category}
        description={t('documentCatalogue.categoryCodeDescription')}
        {...registered('code')}
      />
      <TextField
        withAsterisk
        label={t('documentCatalogue.categoryTitle')}
        {...registered('title')}
      />
      <OrderField {...registered('position')} />
      <RadioField
        control={form.control}
        name="debiturKinds"
        withAsterisk
        label={t('documentCatalogue.debiturKinds')}
        options={DEBITUR_KINDS.map((kind) => ({
          value: kind,
          label: t(`documentCatalogue.debiturKindOptions.${kind}`),
        }))}
      />
    </FormModal>
  );
}
