import { Box, Button, Card, Flex, Stack, Switch, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { FailedLine, LoadingLine } from '../../../components/kit/query-state-lines';
import { DeleteConfirmation } from '../../../components/ui/delete-confirmation';
import { PageHeader } from '../../../components/ui/page-header';
import { useTexts } from '../../../i18n/use-message';
import { useCan } from '../../../lib/permissions';
import { useDeleteDocumentCategory } from '../api/delete-document-category';
import { useDeleteDocumentType } from '../api/delete-document-type';
import { DOCUMENT_CATALOGUE_MESSAGES } from '@creditdesk/domain/document-catalogue/document-catalogue.messages';
import { DOCUMENT_CATALOGUE_MODULE } from '@creditdesk/domain/document-catalogue/document-catalogue.module';
import {
  type CatalogueCategory,
  type CatalogueType,
} from '@creditdesk/domain/document-catalogue/document-catalogue.schemas';
import { useDocumentCatalogue } from '../api/get-document-catalogue';
import { CatalogueCategoryNav } from './catalogue-category-nav';
import type { CatalogueTarget } from './catalogue-target';
import { CategoryFormModal } from './category-form-modal';
import { CategoryPanel } from './category-panel';
import { useRetireToggle } from './use-retire-toggle';

const SIDEBAR_WIDTH = 300;

export interface DocumentCatalogueBrowserProps {
  /** The category whose types show (the address keeps it); none: the first. */
  chosen: string | null;
  onChoose: (code: string) => void;
  addTypeHref: (categoryCode: string) => string;
  editTypeHref: (type: CatalogueType) => string;
}

/**
 * The catalogue as the document card shows it, categories beside the chosen one's types, with
 * what the user's rights allow: add and edit, retire and restore, delete after a question.
 */
export function DocumentCatalogueBrowser({
  chosen,
  onChoose,
  addTypeHref,
  editTypeHref,
}: DocumentCatalogueBrowserProps) {
  const { t, message } = useTexts();
  const subMenu = DOCUMENT_CATALOGUE_MODULE.subMenu.name;
  const rights = {
    create: useCan(subMenu, 'Create'),
    update: useCan(subMenu, 'Update'),
    delete: useCan(subMenu, 'Delete'),
  };
  const catalogue = useDocumentCatalogue();
  const [showRetired, setShowRetired] = useState(true);
  const [categoryForm, setCategoryForm] = useState<{ category?: CatalogueCategory } | null>(null);
  const [deleting, setDeleting] = useState<CatalogueTarget | null>(null);
  const retire = useRetireToggle();
  const deleteCategory = useDeleteDocumentCategory();
  const deleteType = useDeleteDocumentType();

  const all = catalogue.data ?? [];
  const categories = showRetired ? all : all.filter((category) => !category.retired);
  const category =
    categories.find((candidate) => candidate.code === chosen) ?? categories[0] ?? null;
  const types = category ? category.types.filter((type) => showRetired || !type.retired) : [];
  const nextPosition = Math.max(-1, ...all.map((candidate) => candidate.position)) + 1;

  const content = () => {
    if (catalogue.isPending) return <LoadingLine text={t('kit.loading')} centered />;
    if (catalogue.isError) return <FailedLine text={t('kit.loadError')} centered />;
    return (
      // On a phone the categories stand above the types, as on the document card.
      <Flex direction={{ base: 'column', sm: 'row' }} align="flex-start" gap="lg">
        <Stack gap="sm" w={{ base: '100%', sm: SIDEBAR_WIDTH }} style={{ flexShrink: 0 }}>
          <Switch
            label={t('documentCatalogue.showRetired')}
            checked={showRetired}
            onChange={(event) => setShowRetired(event.currentTarget.checked)}
          />
          <CatalogueCategoryNav
            categories={categories}
            chosen={category?.code ?? null}
            onChoose={onChoose}
          />
        </Stack>
        <Box w="100%" style={{ flex: 1, minWidth: 0 }}>
          {category ? (
            <CategoryPanel
              category={category}
              types={types}
              rights={rights}
              addTypeHref={addTypeHref(category.code)}
              editTypeHref={editTypeHref}
              onEditCategory={() => setCategoryForm({ category })}
              onToggleRetired={retire.toggle}
              onDelete={setDeleting}
            />
          ) : (
            <Text size="sm" c="dimmed" ta="center" py="xl">
              {t('kit.empty')}
            </Text>
          )}
        </Box>
      </Flex>
    );
  };

  return (
    <>
      <PageHeader
        title={t('documentCatalogue.listTitle')}
        subtitle={t('documentCatalogue.listSubtitle')}
        actions={
          rights.create && (
            <Button leftSection={<IconPlus size={16} />} onClick={() => setCategoryForm({})}>
              {t('documentCatalogue.addCategory')}
            </Button>
          )
        }
      />
      <Card withBorder padding="lg" radius="md">
        {content()}
      </Card>
      {categoryForm && (
        <CategoryFormModal
          category={categoryForm.category}
          nextPosition={nextPosition}
          onClose={() => setCategoryForm(null)}
          onSaved={(saved) => {
            setCategoryForm(null);
            notifications.show({
              color: 'teal',
              message: t('documentCatalogue.categorySaved', { name: saved.title }),
            });
            onChoose(saved.code);
          }}
        />
      )}
      <DeleteConfirmation
        opened={!!deleting}
        onClose={() => setDeleting(null)}
        title={message(DOCUMENT_CATALOGUE_MESSAGES.deleteTitle)}
        message={message(DOCUMENT_CATALOGUE_MESSAGES.deleteQuestion)}
        description={message(DOCUMENT_CATALOGUE_MESSAGES.deleteWarning)}
        onConfirm={() =>
          deleting?.kind === 'category'
            ? deleteCategory.mutateAsync(deleting.record.code)
            : deleteType.mutateAsync(deleting?.record.id ?? '')
        }
      />
      {retire.dialogs}
    </>
  );
}
