import { SUB_MENUS } from '@creditdesk/domain/access/access-catalogue';
import { FACILITY_MESSAGES, type Facility } from '@creditdesk/domain/facilities/facilities.schemas';
import { Anchor } from '@mantine/core';
import { useState } from 'react';
import { Link } from 'react-router';
import { DataTable, type DataTableColumn } from '../../../components/ui/data-table';
import { actionColumn } from '../../../components/ui/row-actions';
import { DeleteConfirmation } from '../../../components/ui/delete-confirmation';
import { ListPagination } from '../../../components/ui/pagination';
import { TruncatedText } from '../../../components/ui/text-field';
import { useCan } from '../../../lib/permissions';
import { useDeleteFacility } from '../api/delete-facility';
import { useFacilities } from '../api/get-facilities';

export interface FacilitiesTableProps {
  page: number;
  limit: number;
  search: string;
  onPageChange: (page: number) => void;
  detailHref: (id: string) => string;
  editHref: (id: string) => string;
}

/** The facility list: numbered rows, name to the detail, actions by permission. */
export function FacilitiesTable({
  page,
  limit,
  search,
  onPageChange,
  detailHref,
  editHref,
}: FacilitiesTableProps) {
  const facilities = useFacilities({ page, limit, search: search || undefined });
  const deleteFacility = useDeleteFacility();
  const [deleting, setDeleting] = useState<Facility | null>(null);
  const canUpdate = useCan(SUB_MENUS.facility, 'Update');
  const canDelete = useCan(SUB_MENUS.facility, 'Delete');

  const columns: DataTableColumn<Facility>[] = [
    {
      key: 'facilityName',
      header: 'Facility Name',
      render: (facility) => (
        <Anchor component={Link} to={detailHref(facility._id)} fw={500} size="sm">
          <TruncatedText text={facility.facilityName} />
        </Anchor>
      ),
    },
    {
      key: 'description',
      header: 'Description',
      render: (facility) => <TruncatedText text={facility.description || '-'} />,
    },
  ];
  columns.push(
    ...actionColumn<Facility>({
      canUpdate,
      canDelete,
      name: (facility) => facility.facilityName,
      editHref: (facility) => editHref(facility._id),
      onDelete: (row) => setDeleting(row),
    }),
  );

  return (
    <>
      <DataTable
        label="Facilities"
        columns={columns}
        rows={facilities.data?.data}
        page={page}
        limit={limit}
        getRowKey={(facility) => facility._id}
        isLoading={facilities.isPending}
        isFetching={facilities.isFetching}
        isError={facilities.isError}
      />
      <ListPagination
        page={page}
        limit={limit}
        total={facilities.data?.total ?? 0}
        onChange={onPageChange}
      />
      <DeleteConfirmation
        opened={!!deleting}
        onClose={() => setDeleting(null)}
        title={FACILITY_MESSAGES.deleteTitle}
        message={FACILITY_MESSAGES.deleteQuestion}
        description={FACILITY_MESSAGES.deleteWarning}
        onConfirm={() => deleteFacility.mutateAsync(deleting!._id)}
      />
    </>
  );
}
