import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useParams } from 'react-router';
import { translateError } from '../../i18n/use-message';
import { PageError, PageLoading } from './page-states';

export interface LoadedRecordProps<Record> {
  query: UseQueryResult<Record, Error>;
  /** The page, once the record is there. */
  children: (record: Record) => ReactNode;
}

/** A detail or form page of one record: 'Loading data...' while it comes, Retry when it fails. */
export function LoadedRecord<Record>({ query, children }: LoadedRecordProps<Record>) {
  if (query.isPending) return <PageLoading />;
  if (query.isError)
    return <PageError message={translateError(query.error)} onRetry={() => void query.refetch()} />;
  return children(query.data);
}

/** The record whose page is open (`:id` of the address), read with the module's detail query. */
export const useRouteRecord = <Record,>(
  useDetail: (id: string) => UseQueryResult<Record, Error>,
) => {
  const { id = '' } = useParams();
  return { id, query: useDetail(id) };
};
