import { useParams, useSearchParams } from 'react-router';
import { PageHeader } from '../../../../components/ui/page-header';
import { paths } from '../../../../config/paths';
import { useCreateDocumentType } from '../../../../features/document-catalogue/api/create-document-type';
import { DOCUMENT_CATALOGUE_MESSAGES } from '@creditdesk/domain/document-catalogue/document-catalogue.messages';
import { useDocumentCatalogue } from '../../../../features/document-catalogue/api/get-document-catalogue';
import { useUpdateDocumentType } from '../../../../features/document-catalogue/api/update-document-type';
import { DocumentTypeForm } from '../../../../features/document-catalogue/components/document-type-form';
import {
  newTypeValues,
  typeValuesOf,
} from '../../../../features/document-catalogue/components/type-form-values';
import { useTexts } from '../../../../i18n/use-message';
import { LoadedRecord } from '../../../layout/loaded-record';
import { NotFoundRoute } from '../../not-found';
import { useSaveAndReturn } from '../../use-save-and-return';

const pages = paths.masterData.documentCatalogue;

/** A new type of the category the address names, after that category's last type. */
export function AddDocumentTypeRoute() {
  const { t, message } = useTexts();
  const [params] = useSearchParams();
  const catalogue = useDocumentCatalogue();
  const categoryCode = params.get('category') ?? '';
  const saving = useSaveAndReturn(useCreateDocumentType(), {
    back: pages.getHref(categoryCode || null),
    savedNotice: t('documentCatalogue.typeCreated'),
    failedMessage: message(DOCUMENT_CATALOGUE_MESSAGES.createFailed),
  });
  return (
    <LoadedRecord query={catalogue}>
      {(categories) => {
        const types = categories.find((category) => category.code === categoryCode)?.types ?? [];
        const next = Math.max(-1, ...types.map((type) => type.position)) + 1;
        return (
          <>
            <PageHeader
              title={t('documentCatalogue.addTypeTitle')}
              subtitle={t('documentCatalogue.addTypeSubtitle')}
            />
            <DocumentTypeForm
              {...saving.formProps}
              defaultValues={newTypeValues(categoryCode, next)}
              categories={categories}
              codeLocked={false}
              submitLabel={t('kit.save')}
              onSubmit={saving.save}
            />
          </>
        );
      }}
    </LoadedRecord>
  );
}

/** The type at `:id`, read from the catalogue the list shows. */
export function EditDocumentTypeRoute() {
  const { t, message } = useTexts();
  const { id = '' } = useParams();
  const catalogue = useDocumentCatalogue();
  const type = catalogue.data
    ?.flatMap((category) => category.types)
    .find((candidate) => candidate.id === id);
  const saving = useSaveAndReturn(useUpdateDocumentType(), {
    back: pages.getHref(type?.categoryCode),
    savedNotice: t('documentCatalogue.typeUpdated'),
    failedMessage: message(DOCUMENT_CATALOGUE_MESSAGES.createFailed),
  });
  return (
    <LoadedRecord query={catalogue}>
      {(categories) =>
        type ? (
          <>
            <PageHeader
              title={t('documentCatalogue.editTypeTitle')}
              subtitle={t('documentCatalogue.editTypeSubtitle')}
            />
            <DocumentTypeForm
              {...saving.formProps}
              defaultValues={typeValuesOf(type)}
              categories={categories}
              codeLocked={type.codeLocked}
              submitLabel={t('kit.save')}
              onSubmit={(body) => saving.save({ id, body })}
            />
          </>
        ) : (
          <NotFoundRoute />
        )
      }
    </LoadedRecord>
  );
}
