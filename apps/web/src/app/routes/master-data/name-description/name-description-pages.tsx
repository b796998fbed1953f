import { Anchor } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router';
import { InformationCard } from '../../../../components/kit/information-card';
import { ListPage } from '../../../../components/kit/list-page';
import { NameDescriptionForm } from '../../../../components/kit/name-description-form';
import { ResourceTable } from '../../../../components/kit/resource-table';
import { PageHeader } from '../../../../components/ui/page-header';
import { TruncatedText } from '../../../../components/ui/text-field';
import type { AppCatalogue } from '../../../../i18n/locales/en-app';
import { useMessage } from '../../../../i18n/use-message';
import { useCan } from '../../../../lib/permissions';
import { useListState } from '../../../../lib/use-list-state';
import { LoadedRecord } from '../../../layout/loaded-record';
import { RecordDetailPage } from '../../../layout/record-detail-page';
import { useSaveAndReturn } from '../../use-save-and-return';
import { useFormReturnHref } from '../use-form-return-href';
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

/**
 * The module's texts in the user's language: its namespace of the catalogue, and its domain
 * messages (delete confirmation, search, refusal) through their codes.
 */
const useModuleTexts = ({
  catalogue,
  messages,
}: Pick<NameDescriptionModule<NamedRecord, object>, 'catalogue' | 'messages'>) => {
  const { t } = useTranslation();
  const message = useMessage();
  const text = (key: keyof AppCatalogue['facilities']) => t(`${catalogue}.${key}`);
  return {
    t,
    text,
    labels: {
      nameLabel: text('nameLabel'),
      namePlaceholder: text('namePlaceholder'),
      descriptionPlaceholder: text('descriptionPlaceholder'),
    },
    deleteTexts: {
      deleteTitle: message(messages.deleteTitle),
      deleteQuestion: message(messages.deleteQuestion),
      deleteWarning: message(messages.deleteWarning),
    },
    searchPlaceholder: message(messages.searchPlaceholder),
    failedMessage: message(messages.createFailed),
  };
};

/** The list: search, export, and the numbered table with the name linking to the detail. */
export function NameDescriptionListPage<Row extends NamedRecord, Body extends NameDescriptionBody>({
  module,
}: PageProps<Row, Body>) {
  const { api, pages, nameField } = module;
  const { t, text, labels, deleteTexts, searchPlaceholder } = useModuleTexts(module);
  const list = useListState();
  const search = list.search || undefined;
  const query = api.useList({ page: list.page, limit: list.limit, search });
  const remove = api.useDelete();
  const canCreate = useCan(module.subMenu, 'Create');

  return (
    <ListPage
      title={text('listTitle')}
      subtitle={text('listSubtitle')}
      add={
        canCreate ? { label: text('add'), href: pages.addHref({ tab: pages.listTab }) } : undefined
      }
      searchPlaceholder={searchPlaceholder}
      search={list.search}
      onSearch={list.setSearch}
      onExport={(format) => api.exportList({ search }, format)}
    >
      <ResourceTable
        label={text('listTitle')}
        query={query}
        columns={[
          {
            key: nameField,
            header: labels.nameLabel,
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
            header: t('kit.description'),
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
        deleteTexts={deleteTexts}
        onDelete={(row) => remove.mutateAsync(row._id)}
      />
    </ListPage>
  );
}

export function NameDescriptionAddPage<Row extends NamedRecord, Body extends NameDescriptionBody>({
  module,
}: PageProps<Row, Body>) {
  const { api, pages, nameField } = module;
  const { text, labels, failedMessage } = useModuleTexts(module);
  const { save, formProps } = useSaveAndReturn(api.useCreate(), {
    back: useFormReturnHref(pages),
    savedNotice: text('created'),
    failedMessage,
  });

  return (
    <>
      <PageHeader title={text('add')} subtitle={text('addSubtitle')} />
      <NameDescriptionForm
        schema={module.schema}
        nameField={nameField}
        labels={labels}
        defaultValues={{ [nameField]: '', description: '' }}
        {...formProps}
        onSubmit={save}
      />
    </>
  );
}

export function NameDescriptionEditPage<Row extends NamedRecord, Body extends NameDescriptionBody>({
  module,
}: PageProps<Row, Body>) {
  const { api, pages, nameField } = module;
  const { text, labels, failedMessage } = useModuleTexts(module);
  const { id = '' } = useParams();
  const record = api.useDetail(id);
  const { save, formProps } = useSaveAndReturn(api.useUpdate(), {
    back: useFormReturnHref(pages, id, pages.listTab),
    savedNotice: text('updated'),
    failedMessage,
  });

  return (
    <LoadedRecord query={record}>
      {(data) => (
        <>
          <PageHeader title={text('editTitle')} subtitle={text('editSubtitle')} />
          <NameDescriptionForm
            schema={module.schema}
            nameField={nameField}
            labels={labels}
            defaultValues={{
              [nameField]: nameOf(data, nameField),
              description: data.description ?? '',
            }}
            {...formProps}
            onSubmit={(values) => save({ id, body: { ...values, version: data.version } })}
          />
        </>
      )}
    </LoadedRecord>
  );
}

export function NameDescriptionDetailPage<
  Row extends NamedRecord,
  Body extends NameDescriptionBody,
>({ module }: PageProps<Row, Body>) {
  const { api, pages, nameField } = module;
  const { t, text, labels, deleteTexts } = useModuleTexts(module);
  const { id = '' } = useParams();
  const navigate = useNavigate();
  const record = api.useDetail(id);
  const remove = api.useDelete();
  const canUpdate = useCan(module.subMenu, 'Update');
  const canDelete = useCan(module.subMenu, 'Delete');

  return (
    <RecordDetailPage
      query={record}
      title={text('detailTitle')}
      subtitle={(data) => nameOf(data, nameField)}
      editHref={canUpdate ? pages.editHref(id, 'detail') : undefined}
      deleteLabel={deleteTexts.deleteTitle}
      canDelete={canDelete}
      deleteTexts={deleteTexts}
      onDelete={() => remove.mutateAsync(id)}
      onDeleted={() => void navigate(pages.getHref())}
    >
      {(data) => (
        <InformationCard
          title={text('information')}
          fields={[
            { label: labels.nameLabel, value: nameOf(data, nameField) },
            { label: t('kit.description'), value: data.description || '-' },
          ]}
        />
      )}
    </RecordDetailPage>
  );
}
