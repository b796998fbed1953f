import { Box, Group, NavLink, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { CatalogueCategory } from '@creditdesk/domain/document-catalogue/document-catalogue.schemas';
import { CatalogueBadges } from './catalogue-badges';

export interface CatalogueCategoryNavProps {
  categories: CatalogueCategory[];
  chosen: string | null;
  onChoose: (code: string) => void;
}

/** The categories in order, as the document card lists them; the chosen one shows its types. */
export function CatalogueCategoryNav({ categories, chosen, onChoose }: CatalogueCategoryNavProps) {
  const { t } = useTranslation();
  return (
    <Box component="nav" aria-label={t('documentCatalogue.categoriesLabel')}>
      {categories.map((category) => (
        <NavLink
          key={category.code}
          // A button, so the keyboard reaches it: choosing a category changes no address.
          component="button"
          active={category.code === chosen}
          aria-current={category.code === chosen ? 'true' : undefined}
          onClick={() => onChoose(category.code)}
          label={
            <Group gap="xs" justify="space-between" wrap="nowrap">
              <Text size="sm">{category.title}</Text>
              <CatalogueBadges retired={category.retired} inUse={false} />
            </Group>
          }
          description={t('documentCatalogue.typeCount', {
            count: category.types.filter((type) => !type.retired).length,
          })}
        />
      ))}
    </Box>
  );
}
