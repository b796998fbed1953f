import { Badge, Group } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** Whether a category or type is retired and whether files use it, each a badge with its word. */
export function CatalogueBadges({ retired, inUse }: { retired: boolean; inUse: boolean }) {
  const { t } = useTranslation();
  if (!retired && !inUse) return null;
  return (
    <Group gap={4} wrap="nowrap">
      {retired && (
        <Badge variant="light" color="gray" tt="none">
          {t('documentCatalogue.retired')}
        </Badge>
      )}
      {inUse && (
        <Badge variant="light" color="blue" tt="none">
          {t('documentCatalogue.inUse')}
        </Badge>
      )}
    </Group>
  );
}
