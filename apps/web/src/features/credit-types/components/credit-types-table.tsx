import { SUB_MENUS } from '@creditdesk/domain/access/access-catalogue';
import {
  CREDIT_TYPE_MESSAGES,
  type CreditType,
} from '@creditdesk/domain/credit-types/credit-types.schemas';
import { useState } from 'react';
import { DataTable, type DataTableColumn } from '../../../components/ui/data-table';
import { actionColumn } from '../../../components/ui/row-actions';
import { DeleteConfirmation } from '../../../components/ui/delete-confirmation';
import { ListPagination } from '../../../components/ui/pagination';
import { TruncatedText } from '../../../components/ui/text-field';
import { useCan } from '../../../lib/permissions';
import { useDeleteCreditType } from '../api/delete-credit-type';
import { useCreditTypes } from '../api/get-credit-types';

export interface CreditTypesTableProps {
  page: number;
  limit: number;
  search: string;
  onPageChange: (page: number) => void;
  editHref: (id: string) => string;
}

/** The credit type list: numbered rows, actions by permission, delete with its checks. */
export function CreditTypesTable({
  page,
  limit,
  search,
  onPageChange,
  editHref,
}: CreditTypesTableProps) {
  const creditTypes = useCreditTypes({ page, limit, search: search || undefined });
  const deleteCreditType = useDeleteCreditType();
  const [deleting, setDeleting] = useState<CreditType | null>(null);
  // The catalogue has no sub menu for credit types: the facility master governs them.
  const canUpdate = useCan(SUB_MENUS.facility, 'Update');
  const canDelete = useCan(SUB_MENUS.facility, 'Delete');

  const columns: DataTableColumn<CreditType>[] = [
    {
      key: 'creditappName',
      header: 'CreditApp Name',
      render: (creditType) => <TruncatedText text={creditType.creditappName} />,
    },
    {
      key: 'description',
      header: 'Description',
      render: (creditType) => <TruncatedText text={creditType.description || '-'} />,
    },
  ];
  columns.push(
    ...actionColumn<CreditType>({
      canUpdate,
      canDelete,
      name: (creditType) => creditType.creditappName,
      editHref: (creditType) => editHref(creditType._id),
      onDelete: (row) => setDeleting(row),
    }),
  );

  return (
    <>
      <DataTable
        label="Credit types"
        columns={columns}
        rows={creditTypes.data?.data}
        page={page}
        limit={limit}
        getRowKey={(creditType) => creditType._id}
        isLoading={creditTypes.isPending}
        isFetching={creditTypes.isFetching}
        isError={creditTypes.isError}
      />
      <ListPagination
        page={page}
        limit={limit}
        total={creditTypes.data?.total ?? 0}
        onChange={onPageChange}
      />
      <DeleteConfirmation
        opened={!!deleting}
        onClose={() => setDeleting(null)}
        title={CREDIT_TYPE_MESSAGES.deleteTitle}
        message={CREDIT_TYPE_MESSAGES.deleteQuestion}
        description={CREDIT_TYPE_MESSAGES.deleteWarning}
        onConfirm={() => deleteCreditType.mutateAsync(deleting!._id)}
      />
    </>
  );
}
