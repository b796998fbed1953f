import { notifications } from '@mantine/notifications';
import { useState } from 'react';
import { ConfirmModal } from '../../../components/ui/confirm-modal';
import { useFailureModal } from '../../../components/ui/use-failure-modal';
import { useTexts } from '../../../i18n/use-message';
import { useUpdateDocumentCategory } from '../api/update-document-category';
import { useUpdateDocumentType } from '../api/update-document-type';
import type { CatalogueTarget as Target } from './catalogue-target';

/** The record as its update sends it, with `retired` turned. */
const turned = (target: Target) => {
  const retired = !target.record.retired;
  if (target.kind === 'category') {
    const { title, position, debiturKinds } = target.record;
    return {
      kind: target.kind,
      code: target.record.code,
      body: { title, position, debiturKinds, retired },
    };
  }
  const { id, code, title, categoryCode, position, mandatory, report, dueField, formMetaData } =
    target.record;
  return {
    kind: target.kind,
    id,
    body: {
      code,
      title,
      categoryCode,
      position,
      mandatory,
      report,
      dueField,
      formMetaData,
      retired,
    },
  };
};

/**
 * Retire (after a question: new applications stop offering it, old files keep it) or restore
 * (at once) a category or a type; a refusal opens the error modal in the user's language.
 */
export function useRetireToggle() {
  const { t } = useTexts();
  const updateCategory = useUpdateDocumentCategory();
  const updateType = useUpdateDocumentType();
  const [asking, setAsking] = useState<Target | null>(null);
  const failure = useFailureModal(t('documentCatalogue.changeFailed'));

  const apply = (target: Target) => {
    const change = turned(target);
    const done = {
      onSuccess: () =>
        notifications.show({
          color: 'teal',
          message: t(
            change.body.retired
              ? 'documentCatalogue.retiredNotice'
              : 'documentCatalogue.restoredNotice',
            {
              name: target.record.title,
            },
          ),
        }),
      onError: failure.refused,
      onSettled: () => setAsking(null),
    };
    if (change.kind === 'category')
      updateCategory.mutate({ code: change.code, body: change.body }, done);
    else updateType.mutate({ id: change.id, body: change.body }, done);
  };

  return {
    toggle: (target: Target) => (target.record.retired ? apply(target) : setAsking(target)),
    dialogs: (
      <>
        <ConfirmModal
          opened={!!asking}
          onClose={() => setAsking(null)}
          onConfirm={() => asking && apply(asking)}
          title={t('documentCatalogue.retireTitle')}
          message={t('documentCatalogue.retireQuestion', { name: asking?.record.title })}
          description={t('documentCatalogue.retireDescription')}
          confirmLabel={t('documentCatalogue.retire')}
          variant="warning"
          loading={updateCategory.isPending || updateType.isPending}
        />
        {failure.modal}
      </>
    ),
  };
}
