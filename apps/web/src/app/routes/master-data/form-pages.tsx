import type { UseQueryResult } from '@tanstack/react-query';
import type { ComponentType, ReactNode } from 'react';
import type { RecordFormProps } from '../../../components/form/record-form-props';
import { PageHeader, type PageHeaderProps } from '../../../components/ui/page-header';
import { LoadedRecord } from '../../layout/loaded-record';
import { useAddForm, useEditForm, type FormOptions } from './use-module-form';

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

/** A module's form as its pages give it: the save, its state, Cancel, Save and what it is filled with. */
type ModuleForm<Values, Filled = never> = ComponentType<
  RecordFormProps<Values> & { submitLabel: string; defaultValues?: Filled }
>;

/** A module's add page whose form needs nothing but the page: the title over the empty form. */
export function ModuleAddPage<Saved, Body>({
  module,
  form: Form,
}: {
  module: Parameters<typeof useAddForm<Saved, Body>>[0];
  form: ModuleForm<Body>;
}) {
  const { save, formProps, header } = useAddForm(module);
  return (
    <AddFormPage header={header}>
      <Form {...formProps} onSubmit={save} />
    </AddFormPage>
  );
}

export interface ModuleEditPageProps<Record, Saved, Body, Filled> {
  module: Parameters<typeof useEditForm<Record, Saved, Body>>[0];
  form: ModuleForm<Omit<Body, 'version'>, Filled>;
  /** The form's values from the record read. */
  filledFrom: (record: Record) => Filled;
  options?: FormOptions;
}

/**
 * A module's edit page: the record at `:id`, then the title over the form filled from it; the
 * update carries the version the record was read at.
 */
export function ModuleEditPage<Record extends { version: number }, Saved, Body, Filled>({
  module,
  form: Form,
  filledFrom,
  options,
}: ModuleEditPageProps<Record, Saved, Body, Filled>) {
  const { id, record, save, formProps, header } = useEditForm(module, options);
  return (
    <EditFormPage record={record} header={header}>
      {(data) => (
        <Form
          defaultValues={filledFrom(data)}
          {...formProps}
          onSubmit={(values) => save({ id, body: { ...values, version: data.version } as Body })}
        />
      )}
    </EditFormPage>
  );
}
