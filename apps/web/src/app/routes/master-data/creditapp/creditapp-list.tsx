import { SUB_MENUS } from '@creditdesk/domain/access/access-catalogue';
import { CREDIT_TYPE_MESSAGES } from '@creditdesk/domain/credit-types/credit-types.schemas';
import { Button, Card, Group, Stack } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { Link } from 'react-router';
import { ExportButton } from '../../../../components/ui/export-button';
import { PageHeader } from '../../../../components/ui/page-header';
import { SearchInput } from '../../../../components/ui/search-input';
import { paths } from '../../../../config/paths';
import { exportCreditTypes } from '../../../../features/credit-types/api/export-credit-types';
import { CreditTypesTable } from '../../../../features/credit-types/components/credit-types-table';
import { useCan } from '../../../../lib/permissions';
import { useListState } from '../../../../lib/use-list-state';

const pages = paths.masterData.creditType;

export function CreditTypeListRoute() {
  const list = useListState();
  const canCreate = useCan(SUB_MENUS.facility, 'Create');

  return (
    <>
      <PageHeader
        title="Credit Type"
        subtitle="The credit types a credit application can be made for."
        actions={
          canCreate && (
            <Button
              component={Link}
              to={pages.addHref({ tab: pages.listTab })}
              leftSection={<IconPlus size={16} />}
            >
              Add New Credit Type
            </Button>
          )
        }
      />
      <Card withBorder padding="lg" radius="md">
        <Stack gap="md">
          <Group justify="space-between" wrap="wrap">
            <SearchInput
              placeholder={CREDIT_TYPE_MESSAGES.searchPlaceholder}
              defaultValue={list.search}
              onSearch={list.setSearch}
            />
            <ExportButton
              onExport={(format) => exportCreditTypes({ search: list.search || undefined }, format)}
            />
          </Group>
          <CreditTypesTable
            page={list.page}
            limit={list.limit}
            search={list.search}
            onPageChange={list.setPage}
            editHref={(id) => pages.editHref(id, pages.listTab)}
          />
        </Stack>
      </Card>
    </>
  );
}
