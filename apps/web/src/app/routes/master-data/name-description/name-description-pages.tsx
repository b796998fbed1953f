import { Anchor, Button } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconPencil, IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { Link, useNavigate, useParams, useSearchParams } from 'react-router';
import { InformationCard } from '../../../../components/kit/information-card';
import { ListPage } from '../../../../components/kit/list-page';
import { NameDescriptionForm } from '../../../../components/kit/name-description-form';
import { ResourceTable } from '../../../../components/kit/resource-table';
import { DeleteConfirmation } from '../../../../components/ui/delete-confirmation';
import { PageHeader } from '../../../../components/ui/page-header';
import { TruncatedText } from '../../../../components/ui/text-field';
import { useCan } from '../../../../lib/permissions';
import { useListState } from '../../../../lib/use-list-state';
import { PageError, PageLoading } from '../../../layout/page-states';
import type {
  NameDescriptionBody,
  NameDescriptionModule,
  NamedRecord,
} from './name-description-module';

interface PageProps<Row extends NamedRecord, Body extends NameDescriptionBody> {
  module: NameDescriptionModule<Row, Body>;
}

const nameOf = <Row extends NamedRecord>(row: Row, field: string) =>
  String((row as Record<string, unknown>)[field] ?? '');

/** The list: search, export, and the numbered table with the name linking to the detail. */
export function NameDescriptionListPage<Row extends NamedRecord, Body extends NameDescriptionBody>({
  module,
}: PageProps<Row, Body>) {
  const { api, pages, texts, nameField } = module;
  const list = useListState();
  const search = list.search || undefined;
  const query = api.useList({ page: list.page, limit: list.limit, search });
  const remove = api.useDelete();
  const canCreate = useCan(module.subMenu, 'Create');

  return (
    <ListPage
      title={texts.plural}
      subtitle={texts.subtitle}
      add={
        canCreate
          ? { label: `Add New ${texts.singular}`, href: pages.addHref({ tab: pages.listTab }) }
          : undefined
      }
      searchPlaceholder={texts.searchPlaceholder}
      search={list.search}
      onSearch={list.setSearch}
      onExport={(format) => api.exportList({ search }, format)}
    >
      <ResourceTable
        label={texts.plural}
        query={query}
        columns={[
          {
            key: nameField,
            header: texts.nameLabel,
            render: (row) =>
              module.hasDetail === false ? (
                <TruncatedText text={nameOf(row, nameField)} />
              ) : (
                <Anchor
                  component={Link}
                  to={pages.detailHref(row._id, pages.listTab)}
                  fw={500}
                  size="sm"
                >
                  <TruncatedText text={nameOf(row, nameField)} />
                </Anchor>
              ),
          },
          {
            key: 'description',
            header: 'Description',
            render: (row) => <TruncatedText text={row.description || '-'} />,
          },
        ]}
        page={list.page}
        limit={list.limit}
        onPageChange={list.setPage}
        canUpdate={useCan(module.subMenu, 'Update')}
        canDelete={useCan(module.subMenu, 'Delete')}
        nameOf={(row) => nameOf(row, nameField)}
        editHref={(row) => pages.editHref(row._id, pages.listTab)}
        deleteTexts={texts}
        onDelete={(row) => remove.mutateAsync(row._id)}
      />
    </ListPage>
  );
}

/** Where the form returns: the detail when opened from it (tab=detail), else the list. */
const useReturnHref = (pages: NameDescriptionModule<NamedRecord, object>['pages'], id?: string) => {
  const [params] = useSearchParams();
  return id && params.get('tab') === 'detail'
    ? pages.detailHref(id, pages.listTab)
    : pages.getHref();
};

export function NameDescriptionAddPage<Row extends NamedRecord, Body extends NameDescriptionBody>({
  module,
}: PageProps<Row, Body>) {
  const { api, texts, nameField } = module;
  const navigate = useNavigate();
  const create = api.useCreate();
  const back = useReturnHref(module.pages);

  return (
    <>
      <PageHeader
        title={`Add New ${texts.singular}`}
        subtitle={`Create a new ${texts.singular.toLowerCase()} for credit administration`}
      />
      <NameDescriptionForm
        schema={module.schema}
        nameField={nameField}
        labels={texts}
        defaultValues={{ [nameField]: '', description: '' }}
        saving={create.isPending}
        failure={create.isError ? create.error.message || texts.createFailed : null}
        onSubmit={(values) =>
          create.mutate(values, {
            onSuccess: () => {
              notifications.show({
                color: 'teal',
                message: `${texts.notificationSubject ?? texts.singular} created`,
              });
              void navigate(back);
            },
          })
        }
        onCancel={() => void navigate(back)}
      />
    </>
  );
}

export function NameDescriptionEditPage<Row extends NamedRecord, Body extends NameDescriptionBody>({
  module,
}: PageProps<Row, Body>) {
  const { api, texts, nameField } = module;
  const { id = '' } = useParams();
  const navigate = useNavigate();
  const record = api.useDetail(id);
  const update = api.useUpdate();
  const back = useReturnHref(module.pages, id);

  if (record.isPending) return <PageLoading />;
  if (record.isError)
    return <PageError message={record.error.message} onRetry={() => void record.refetch()} />;

  return (
    <>
      <PageHeader
        title={`Edit ${texts.singular}`}
        subtitle={`Update your existing ${texts.singular.toLowerCase()}`}
      />
      <NameDescriptionForm
        schema={module.schema}
        nameField={nameField}
        labels={texts}
        defaultValues={{
          [nameField]: nameOf(record.data, nameField),
          description: record.data.description ?? '',
        }}
        saving={update.isPending}
        failure={update.isError ? update.error.message || texts.createFailed : null}
        onSubmit={(values) =>
          update.mutate(
            { id, body: { ...values, version: record.data.version } },
            {
              onSuccess: () => {
                notifications.show({
                  color: 'teal',
                  message: `${texts.notificationSubject ?? texts.singular} updated`,
                });
                void navigate(back);
              },
            },
          )
        }
        onCancel={() => void navigate(back)}
      />
    </>
  );
}

export function NameDescriptionDetailPage<
  Row extends NamedRecord,
  Body extends NameDescriptionBody,
>({ module }: PageProps<Row, Body>) {
  const { api, pages, texts, nameField } = module;
  const { id = '' } = useParams();
  const navigate = useNavigate();
  const record = api.useDetail(id);
  const remove = api.useDelete();
  const [confirmingDelete, setConfirmingDelete] = useState(false);
  const canUpdate = useCan(module.subMenu, 'Update');
  const canDelete = useCan(module.subMenu, 'Delete');

  if (record.isPending) return <PageLoading />;
  if (record.isError)
    return <PageError message={record.error.message} onRetry={() => void record.refetch()} />;
  const name = nameOf(record.data, nameField);

  return (
    <>
      <PageHeader
        title={`Detail ${texts.singular}`}
        subtitle={name}
        actions={
          <>
            {canUpdate && (
              <Button
                component={Link}
                to={pages.editHref(id, 'detail')}
                variant="default"
                leftSection={<IconPencil size={16} />}
              >
                Edit
              </Button>
            )}
            {canDelete && (
              <Button
                color="red"
                variant="light"
                leftSection={<IconTrash size={16} />}
                onClick={() => setConfirmingDelete(true)}
              >
                {texts.deleteTitle}
              </Button>
            )}
          </>
        }
      />
      <InformationCard
        title={`${texts.singular} Information`}
        fields={[
          { label: texts.nameLabel, value: name },
          { label: 'Description', value: record.data.description || '-' },
        ]}
      />
      <DeleteConfirmation
        opened={confirmingDelete}
        onClose={() => setConfirmingDelete(false)}
        title={texts.deleteTitle}
        message={texts.deleteQuestion}
        description={texts.deleteWarning}
        onConfirm={() => remove.mutateAsync(id)}
        onDeleted={() => void navigate(pages.getHref())}
      />
    </>
  );
}
