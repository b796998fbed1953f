import type { UseMutationResult, UseQueryResult } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import type { DeleteTexts } from '../../components/kit/resource-table';
import { useDeleteTexts } from '../../components/kit/use-delete-texts';
import { useCan } from '../../lib/permissions';
import { useRouteRecord } from './loaded-record';

/** A module's read and delete calls, its get and delete api files give them. */
export interface RecordCalls<Record> {
  useDetail: (id: string) => UseQueryResult<Record, Error>;
  useDelete: () => UseMutationResult<unknown, Error, string>;
}

export interface RecordDetailOptions<Record> {
  calls: RecordCalls<Record>;
  subMenu: string;
  /** The module's delete sentences, as domain messages. */
  messages: DeleteTexts;
  pages: { editHref: (id: string, tab: string) => string; getHref: () => string };
  /** The edit page when it is not the module's own with tab=detail (it keeps more of the way back). */
  editHref?: (id: string) => string;
  /** Where a deleted record's page goes, when not its module's list. */
  listHref?: string;
  /** Before leaving a deleted record, for pages whose other data showed it. */
  onDeleted?: () => void;
  /** What the record itself allows beside the user's rights (a built-in role is never changed). */
  updatable?: (record: Record | undefined, id: string) => boolean;
  deletable?: (record: Record | undefined, id: string) => boolean;
}

/**
 * The record of the detail page at hand (`:id`) and what `RecordDetailPage` takes to show it:
 * Edit and Delete by the user's rights, the module's delete sentences, back to the list once
 * deleted. `canUpdate` is for the page's own changes (a document, an invitation).
 */
export function useRecordDetail<Record>({
  calls,
  subMenu,
  messages,
  pages,
  editHref = (id) => pages.editHref(id, 'detail'),
  listHref = pages.getHref(),
  onDeleted,
  updatable = () => true,
  deletable = () => true,
}: RecordDetailOptions<Record>) {
  const { id, query } = useRouteRecord(calls.useDetail);
  const navigate = useNavigate();
  const remove = calls.useDelete();
  const deleteTexts = useDeleteTexts(messages);
  const canUpdate = useCan(subMenu, 'Update') && updatable(query.data, id);
  const canDelete = useCan(subMenu, 'Delete') && deletable(query.data, id);

  return {
    id,
    canUpdate,
    detailPage: {
      query,
      editHref: canUpdate ? editHref(id) : undefined,
      canDelete,
      deleteTexts,
      onDelete: () => remove.mutateAsync(id),
      onDeleted: () => {
        onDeleted?.();
        void navigate(listHref);
      },
    },
  };
}
