import { Button, Card, Group, Stack, Tabs } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { ExportButton, type ExportFormat } from '../ui/export-button';
import { FilterButton } from '../ui/filter-button';
import { PageHeader } from '../ui/page-header';
import { SearchInput } from '../ui/search-input';

export interface ListPageTab {
  value: string;
  label: string;
}

export interface ListPageProps {
  title: string;
  subtitle?: string;
  /** The add button, shown when given (the user may create). */
  add?: { label: string; href: string };
  searchPlaceholder: string;
  search: string;
  onSearch: (search: string) => void;
  /** The export menu, shown when given. */
  onExport?: (format: ExportFormat) => Promise<void>;
  /** The filter button, shown when given, with the number of filters applied. */
  filter?: { active: number; onOpen: () => void };
  /** Tabs above the search; a new tab starts the search over. */
  tabs?: { items: readonly ListPageTab[]; value: string; onChange: (value: string) => void };
  /** The table, and anything else the card holds. */
  children: ReactNode;
}

/** The list screen of every module: header with the add button, search, filter, export, tabs. */
export function ListPage({
  title,
  subtitle,
  add,
  searchPlaceholder,
  search,
  onSearch,
  onExport,
  filter,
  tabs,
  children,
}: ListPageProps) {
  const body = (
    <Stack gap="md">
      <Group justify="space-between" wrap="wrap">
        <SearchInput
          key={tabs?.value}
          placeholder={searchPlaceholder}
          defaultValue={search}
          onSearch={onSearch}
        />
        {(filter || onExport) && (
          <Group gap="sm">
            {filter && <FilterButton activeFilters={filter.active} onClick={filter.onOpen} />}
            {onExport && <ExportButton onExport={onExport} />}
          </Group>
        )}
      </Group>
      {children}
    </Stack>
  );
  return (
    <>
      <PageHeader
        title={title}
        subtitle={subtitle}
        actions={
          add && (
            <Button component={Link} to={add.href} leftSection={<IconPlus size={16} />}>
              {add.label}
            </Button>
          )
        }
      />
      <Card withBorder padding="lg" radius="md">
        {tabs ? (
          <Tabs value={tabs.value} onChange={(value) => value && tabs.onChange(value)}>
            <Tabs.List mb="md">
              {tabs.items.map((item) => (
                <Tabs.Tab key={item.value} value={item.value}>
                  {item.label}
                </Tabs.Tab>
              ))}
            </Tabs.List>
            <Tabs.Panel value={tabs.value}>{body}</Tabs.Panel>
          </Tabs>
        ) : (
          body
        )}
      </Card>
    </>
  );
}
