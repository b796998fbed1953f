import {
  countText,
  pageItems,
  showingRange,
  totalPages,
} from '@creditdesk/domain/shared/pagination';
import { Group, Pagination, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { currentLanguage } from '../../i18n/i18n';

export interface ListPaginationProps {
  page: number;
  limit: number;
  total: number;
  /** The list holds more than `total` rows (it counted no further): 'of 10,000+ entries'. */
  totalCapped?: boolean;
  onChange: (page: number) => void;
}

/** 'Showing a-b of n entries' and the page buttons under every list. */
export function ListPagination({
  page,
  limit,
  total,
  totalCapped = false,
  onChange,
}: ListPaginationProps) {
  const { t } = useTranslation();
  // An empty list still shows page 1, so the bar keeps its place and both arrows are disabled.
  const pageCount = Math.max(totalPages(total, limit), 1);
  const { first, last } = showingRange(page, limit, total);
  const shownTotal =
    totalCapped && total > 0 ? countText(total, true, currentLanguage()) : Math.max(total, 0);

  return (
    <Group justify="space-between" gap="sm" wrap="wrap">
      <Text size="sm" c="dimmed" aria-live="polite">
        {t('kit.showing', { first, last, total: shownTotal })}
      </Text>
      <Pagination.Root
        total={pageCount}
        value={Math.min(page, pageCount)}
        onChange={onChange}
        size="sm"
      >
        <Group gap={6} component="nav" aria-label={t('kit.pagination')}>
          <Pagination.Previous aria-label={t('kit.previousPage')} />
          {pageItems(page, pageCount).map((item, index) =>
            item === 'ellipsis' ? (
              <Pagination.Dots key={`ellipsis-${index}`} aria-hidden />
            ) : (
              <Pagination.Control
                key={item}
                active={item === page}
                aria-current={item === page ? 'page' : undefined}
                aria-label={t('kit.page', { page: item })}
                onClick={() => item !== page && onChange(item)}
              >
                {item}
              </Pagination.Control>
            ),
          )}
          <Pagination.Next aria-label={t('kit.nextPage')} />
        </Group>
      </Pagination.Root>
    </Group>
  );
}
