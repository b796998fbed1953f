import { Badge, Button } from '@mantine/core';
import { IconFilter } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

export interface FilterButtonProps {
  /** How many filter values are applied; shown as a count when there are any. */
  activeFilters: number;
  onClick: () => void;
}

/** The Filter button of a list, opening its filter drawer. */
export function FilterButton({ activeFilters, onClick }: FilterButtonProps) {
  const { t } = useTranslation();
  return (
    <Button
      variant="default"
      leftSection={<IconFilter size={16} />}
      rightSection={
        activeFilters > 0 && (
          <Badge size="sm" circle aria-label={t('kit.filtersApplied', { number: activeFilters })}>
            {activeFilters}
          </Badge>
        )
      }
      onClick={onClick}
    >
      {t('kit.filter')}
    </Button>
  );
}
