import { Button, Group, Stack, Text, Title } from '@mantine/core';
import { IconArchive, IconArchiveOff, IconPencil, IconPlus, IconTrash } from '@tabler/icons-react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type {
  CatalogueCategory,
  CatalogueType,
} from '@creditdesk/domain/document-catalogue/document-catalogue.schemas';
import { CatalogueBadges } from './catalogue-badges';
import type { CatalogueTarget } from './catalogue-target';
import { CatalogueTypesTable } from './catalogue-types-table';

export interface CatalogueRights {
  create: boolean;
  update: boolean;
  delete: boolean;
}

export interface CategoryPanelProps {
  category: CatalogueCategory;
  /** The types to list: all, or those not retired. */
  types: CatalogueType[];
  rights: CatalogueRights;
  addTypeHref: string;
  editTypeHref: (type: CatalogueType) => string;
  onEditCategory: () => void;
  onToggleRetired: (target: CatalogueTarget) => void;
  onDelete: (target: CatalogueTarget) => void;
}

/** The chosen category: who sees it, its state, what may be done with it, then its types. */
export function CategoryPanel({
  category,
  types,
  rights,
  addTypeHref,
  editTypeHref,
  onEditCategory,
  onToggleRetired,
  onDelete,
}: CategoryPanelProps) {
  const { t } = useTranslation();
  return (
    <Stack gap="md">
      <Group justify="space-between" align="flex-start" wrap="wrap" gap="sm">
        <Stack gap={4}>
          <Group gap="xs">
            <Title order={2} size="h4">
              {category.title}
            </Title>
            <CatalogueBadges retired={category.retired} inUse={category.inUse} />
          </Group>
          <Text size="sm" c="dimmed">
            {t('documentCatalogue.categorySummary', {
              code: category.code,
              kinds: t(`documentCatalogue.debiturKindOptions.${category.debiturKinds}`),
              position: category.position,
            })}
          </Text>
        </Stack>
        <Group gap="xs">
          {rights.update && (
            <>
              <Button
                variant="default"
                leftSection={<IconPencil size={16} />}
                onClick={onEditCategory}
              >
                {t('documentCatalogue.editCategory')}
              </Button>
              <Button
                variant="default"
                leftSection={
                  category.retired ? <IconArchiveOff size={16} /> : <IconArchive size={16} />
                }
                onClick={() => onToggleRetired({ kind: 'category', record: category })}
              >
                {t(category.retired ? 'documentCatalogue.restore' : 'documentCatalogue.retire')}
              </Button>
            </>
          )}
          {rights.delete && (
            <Button
              variant="default"
              color="red"
              leftSection={<IconTrash size={16} />}
              onClick={() => onDelete({ kind: 'category', record: category })}
            >
              {t('documentCatalogue.deleteCategory')}
            </Button>
          )}
          {rights.create && (
            <Button component={Link} to={addTypeHref} leftSection={<IconPlus size={16} />}>
              {t('documentCatalogue.addType')}
            </Button>
          )}
        </Group>
      </Group>
      <CatalogueTypesTable
        categoryTitle={category.title}
        types={types}
        editHref={rights.update ? editTypeHref : undefined}
        onToggleRetired={
          rights.update ? (type) => onToggleRetired({ kind: 'type', record: type }) : undefined
        }
        onDelete={rights.delete ? (type) => onDelete({ kind: 'type', record: type }) : undefined}
      />
    </Stack>
  );
}
