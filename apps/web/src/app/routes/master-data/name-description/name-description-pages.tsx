import { Anchor } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { InformationCard } from '../../../../components/kit/information-card';
import { ModuleListPage } from '../../../../components/kit/module-list-page';
import { ModuleTable } from '../../../../components/kit/module-table';
import { NameDescriptionForm } from '../../../../components/kit/name-description-form';
import { PageHeader } from '../../../../components/ui/page-header';
import { TruncatedText } from '../../../../components/ui/text-field';
import type { AppCatalogue } from '../../../../i18n/locales/en-app';
import { useMessage } from '../../../../i18n/use-message';
import { LoadedRecord } from '../../../layout/loaded-record';
import { RecordDetailPage } from '../../../layout/record-detail-page';
import { useRecordDetail } from '../../../layout/use-record-detail';
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
 * refusal through its code.
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
    failedMessage: message(messages.createFailed),
  };
};

/** The list: search, export, and the numbered table with the name linking to the detail. */
export function NameDescriptionListPage<Row extends NamedRecord, Body extends NameDescriptionBody>({
  module,
}: PageProps<Row, Body>) {
  const { api, nameField } = module;
  const { t, text, labels } = useModuleTexts(module);

  return (
    <ModuleListPage
      catalogue={module.catalogue}
      subMenu={module.subMenu}
      pages={module.pages}
      messages={module.messages}
      calls={api}
    >
      {({ detailHref, ...table }) => (
        <ModuleTable
          {...table}
          calls={api}
          subMenu={module.subMenu}
          messages={module.messages}
          label={text('listTitle')}
          columns={[
            {
              key: nameField,
              header: labels.nameLabel,
              render: (row) =>
                module.hasDetail === false ? (
                  <TruncatedText text={nameOf(row, nameField)} />
                ) : (
                  <Anchor component={Link} to={detailHref(row._id)} fw={500} size="sm">
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
          nameOf={(row) => nameOf(row, nameField)}
        />
      )}
    </ModuleListPage>
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
  const { api, subMenu, messages, pages, nameField } = module;
  const { t, text, labels } = useModuleTexts(module);
  const { detailPage } = useRecordDetail({ calls: api, subMenu, messages, pages });

  return (
    <RecordDetailPage
      {...detailPage}
      title={text('detailTitle')}
      subtitle={(data) => nameOf(data, nameField)}
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
