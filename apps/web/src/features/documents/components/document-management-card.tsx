import { OTHER_DOCUMENTS_CATEGORY } from '@creditdesk/domain/documents/document-fields';
import type {
  DocumentTypeNode,
  UploadedFile,
} from '@creditdesk/domain/documents/document-answers.schemas';
import { Box, Button, Flex, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { ConfirmModal } from '../../../components/ui/confirm-modal';
import { useFailureModal } from '../../../components/ui/use-failure-modal';
import { ActionCard } from '../../../components/kit/action-card';
import { FailedLine, LoadingLine } from '../../../components/kit/query-state-lines';
import { useTexts } from '../../../i18n/use-message';
import { useDeleteDocumentFile } from '../api/delete-document-file';
import { useDocumentStructure } from '../api/get-document-structure';
import { DocumentReadingsProvider } from './document-readings-context';
import { DeferralState, type DeferralStateProps } from './deferral-state';
import { DocumentCategoryNav } from './document-category-nav';
import { DocumentFilesTable } from './document-files-table';
import { DocumentFormModal, type DocumentFormTarget } from './document-form-modal';
import { useFocusReturn } from './use-focus-return';
import { useDeferralRights } from './use-deferral-rights';

export interface DocumentManagementCardProps {
  applicationId: string;
  /** The application's debitur: the owner of uploaded files, whose earlier files may be reused. */
  debiturId: string;
  /** Its status, creator and tenor end: what the deferrals (TBO) offer the user. */
  application: DeferralStateProps['application'];
  /** Add, edit, delete and 'Add Other Document' (canManageDocuments); download is for everyone. */
  canManage: boolean;
  /** After a file was added, changed or removed: the page refreshes what depends on it. */
  onChanged?: () => void;
  /** The category (its code) open at first: a report row links to its document's category. */
  initialCategory?: string | null;
}

/**
 * Document Management System (spec section 2): categories on the left with their types and
 * completion dots, the chosen category's types and files on the right.
 */
export function DocumentManagementCard({
  applicationId,
  debiturId,
  application,
  canManage,
  onChanged,
  initialCategory,
}: DocumentManagementCardProps) {
  const { t } = useTexts();
  const deferralRights = useDeferralRights(application);
  const structure = useDocumentStructure(applicationId);
  const removeFile = useDeleteDocumentFile();
  const [categoryId, setCategoryId] = useState<string | null>(null);
  const [typeId, setTypeId] = useState<string | null>(null);
  const [formTarget, setFormTarget] = useState<DocumentFormTarget | null>(null);
  const [removing, setRemoving] = useState<{ type: DocumentTypeNode; file: UploadedFile } | null>(
    null,
  );
  const failure = useFailureModal(t('documents.error'));

  const categories = structure.data?.categories ?? [];
  const [openedInitial, setOpenedInitial] = useState(false);
  const initial = categories.find((candidate) => candidate.code === initialCategory);
  // Once the tree has loaded, the linked category opens once; the user's choices then rule.
  if (initial && !openedInitial) {
    setOpenedInitial(true);
    setCategoryId(initial._id);
  }
  const category = categories.find((candidate) => candidate._id === categoryId) ?? null;
  const otherCategory = categories.find((candidate) => candidate.code === OTHER_DOCUMENTS_CATEGORY);

  const focusReturn = useFocusReturn(structure.dataUpdatedAt);
  const openForm = (target: DocumentFormTarget) => {
    focusReturn.remember(target.mode === 'other' ? undefined : target.type._id);
    setFormTarget(target);
  };
  const closeForm = () => {
    setFormTarget(null);
    focusReturn.restore();
  };

  const saved = (message: string) => {
    setFormTarget(null);
    focusReturn.restoreAfterRefresh();
    notifications.show({ color: 'teal', message });
    onChanged?.();
  };

  const confirmRemove = () => {
    if (!removing) return;
    removeFile.mutate(
      { applicationId, typeId: removing.type._id, fileId: removing.file._id },
      {
        onSuccess: () => {
          notifications.show({
            color: 'teal',
            message: t('documents.deleted', { name: removing.file.name }),
          });
          setRemoving(null);
          focusReturn.restoreAfterRefresh();
          onChanged?.();
        },
        onError: (error) => {
          setRemoving(null);
          failure.refused(error);
        },
      },
    );
  };

  const table = () => {
    if (!category)
      return (
        <Text size="sm" c="dimmed" ta="center" py="xl">
          {/* The spec's text of the table before a category is chosen. */}
          {t('documents.chooseCategory')}
        </Text>
      );
    return (
      <DocumentFilesTable
        category={category}
        decision={structure.data?.decision ?? null}
        typeId={typeId}
        onShowAllTypes={() => setTypeId(null)}
        canManage={canManage}
        onOpenForm={openForm}
        onRemove={(type, file) => {
          focusReturn.remember(type._id);
          setRemoving({ type, file });
        }}
        mismatches={structure.data?.dataChecks.mismatches}
        renderNoFile={(type) => (
          <DeferralState
            applicationId={applicationId}
            application={application}
            type={type}
            rights={deferralRights(type)}
            onChanged={onChanged}
          />
        )}
      />
    );
  };

  const content = () => {
    if (structure.isPending) return <LoadingLine text={t('documents.loading')} centered />;
    if (structure.isError) return <FailedLine text={t('documents.loadFailed')} centered />;
    return (
      // On a phone the categories stand above the table: side by side, the table had no width left.
      <Flex direction={{ base: 'column', sm: 'row' }} align="flex-start" gap="lg">
        <DocumentCategoryNav
          categories={categories}
          categoryId={categoryId}
          typeId={typeId}
          onChoose={(nextCategory, nextType) => {
            setCategoryId(nextCategory);
            setTypeId(nextType);
          }}
        />
        <Box w="100%" style={{ flex: 1, minWidth: 0 }}>
          {table()}
        </Box>
      </Flex>
    );
  };

  return (
    <DocumentReadingsProvider applicationId={applicationId}>
      <ActionCard
        title={t('documents.title')}
        action={
          canManage &&
          otherCategory && (
            <Button
              variant="light"
              leftSection={<IconPlus size={16} />}
              onClick={() => openForm({ mode: 'other', category: otherCategory })}
            >
              {t('documents.addOther')}
            </Button>
          )
        }
      >
        {content()}
      </ActionCard>
      {formTarget && (
        <DocumentFormModal
          key={
            formTarget.mode === 'other'
              ? 'other'
              : `${formTarget.type._id}-${formTarget.mode === 'edit' ? formTarget.file._id : 'new'}`
          }
          applicationId={applicationId}
          debiturId={debiturId}
          target={formTarget}
          onClose={closeForm}
          onSaved={saved}
        />
      )}
      <ConfirmModal
        opened={!!removing}
        onClose={() => setRemoving(null)}
        onConfirm={confirmRemove}
        title={t('documents.deleteTitle')}
        message={t('documents.deleteQuestion', { name: removing?.file.name })}
        description={t(
          structure.data?.keepsVersions ? 'documents.deleteWarningKept' : 'documents.deleteWarning',
          { type: removing?.type.title },
        )}
        confirmLabel={t('documents.delete')}
        variant="error"
        loading={removeFile.isPending}
      />
      {failure.modal}
    </DocumentReadingsProvider>
  );
}
