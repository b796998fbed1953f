import { SUB_MENUS } from '@creditdesk/domain/access/access-catalogue';
import { FACILITY_MESSAGES } from '@creditdesk/domain/facilities/facilities.schemas';
import { Button, Card, Group, Stack } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { Link } from 'react-router';
import { ExportButton } from '../../../../components/ui/export-button';
import { PageHeader } from '../../../../components/ui/page-header';
import { SearchInput } from '../../../../components/ui/search-input';
import { paths } from '../../../../config/paths';
import { exportFacilities } from '../../../../features/facilities/api/export-facilities';
import { FacilitiesTable } from '../../../../features/facilities/components/facilities-table';
import { useCan } from '../../../../lib/permissions';
import { useListState } from '../../../../lib/use-list-state';

const pages = paths.masterData.facilities;

export function FacilitiesListRoute() {
  const list = useListState();
  const canCreate = useCan(SUB_MENUS.facility, 'Create');

  return (
    <>
      <PageHeader
        title="Facilities"
        subtitle="Credit and plafond facilities the bank offers."
        actions={
          canCreate && (
            <Button
              component={Link}
              to={pages.addHref({ tab: pages.listTab })}
              leftSection={<IconPlus size={16} />}
            >
              Add New Facility
            </Button>
          )
        }
      />
      <Card withBorder padding="lg" radius="md">
        <Stack gap="md">
          <Group justify="space-between" wrap="wrap">
            <SearchInput
              placeholder={FACILITY_MESSAGES.searchPlaceholder}
              defaultValue={list.search}
              onSearch={list.setSearch}
            />
            <ExportButton
              onExport={(format) => exportFacilities({ search: list.search || undefined }, format)}
            />
          </Group>
          <FacilitiesTable
            page={list.page}
            limit={list.limit}
            search={list.search}
            onPageChange={list.setPage}
            detailHref={(id) => pages.detailHref(id, pages.listTab)}
            editHref={(id) => pages.editHref(id, pages.listTab)}
          />
        </Stack>
      </Card>
    </>
  );
}
