import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { PageHeader, type PageHeaderProps } from '../../../components/ui/page-header';
import { LoadedRecord } from '../../layout/loaded-record';

/** An add page: the module's title (`useAddForm`'s `header`) over its empty form. */
export function AddFormPage({
  header,
  children,
}: {
  header: PageHeaderProps;
  children: ReactNode;
}) {
  return (
    <>
      <PageHeader {...header} />
      {children}
    </>
  );
}

export interface EditFormPageProps<Record> {
  /** `useEditForm`'s record at `:id`. */
  record: UseQueryResult<Record, Error>;
  header: PageHeaderProps;
  /** The form, filled from the record. */
  children: (record: Record) => ReactNode;
}

/** An edit page: the record loading (Retry and Back on failure), then the title over its form. */
export function EditFormPage<Record>({ record, header, children }: EditFormPageProps<Record>) {
  return (
    <LoadedRecord query={record}>
      {(data) => (
        <>
          <PageHeader {...header} />
          {children(data)}
        </>
      )}
    </LoadedRecord>
  );
}
