import { pageItems, showingText, totalPages } from '@creditdesk/domain/shared/pagination';
import { Group, Pagination, Text } from '@mantine/core';

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
  // An empty list still shows page 1, so the bar keeps its place and both arrows are disabled.
  const pageCount = Math.max(totalPages(total, limit), 1);

  return (
    <Group justify="space-between" gap="sm" wrap="wrap">
      <Text size="sm" c="dimmed" aria-live="polite">
        {showingText(page, limit, total, totalCapped)}
      </Text>
      <Pagination.Root
        total={pageCount}
        value={Math.min(page, pageCount)}
        onChange={onChange}
        size="sm"
      >
        <Group gap={6} component="nav" aria-label="Pagination">
          <Pagination.Previous aria-label="Previous page" />
          {pageItems(page, pageCount).map((item, index) =>
            item === 'ellipsis' ? (
              <Pagination.Dots key={`ellipsis-${index}`} aria-hidden />
            ) : (
              <Pagination.Control
                key={item}
                active={item === page}
                aria-current={item === page ? 'page' : undefined}
                aria-label={`Page ${item}`}
                onClick={() => item !== page && onChange(item)}
              >
                {item}
              </Pagination.Control>
            ),
          )}
          <Pagination.Next aria-label="Next page" />
        </Group>
      </Pagination.Root>
    </Group>
  );
}
