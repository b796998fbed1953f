import { useTranslation } from 'react-i18next';
import { InformationCard } from '../../../../components/kit/information-card';
import { ModuleListPage } from '../../../../components/kit/module-list-page';
import { ModuleTable } from '../../../../components/kit/module-table';
import {
  NameDescriptionForm,
  type NameDescriptionFormProps,
} from '../../../../components/kit/name-description-form';
import { textColumn } from '../../../../components/kit/record-columns';
import type {
  NameDescriptionTexts,
  ModuleDefinition,
} from '@creditdesk/domain/modules/define-module';
import { AddFormPage, EditFormPage } from '../form-pages';
import { RecordDetailPage } from '../../../layout/record-detail-page';
import { useRecordDetail } from '../../../layout/use-record-detail';
import { useAddForm, useEditForm } from '../use-module-form';
import type { ModulePages } from '../../lazy-page';
import {
  nameDescriptionModule,
  type NameDescriptionBody,
  type NameDescriptionModule,
  type NamedRecord,
} from './name-description-module';

interface PageProps<Row extends NamedRecord, Body extends NameDescriptionBody> {
  module: NameDescriptionModule<Row, Body>;
}

const nameOf = <Row extends NamedRecord>(row: Row, field: string) =>
  String((row as Record<string, unknown>)[field] ?? '');

/** The module's texts in the user's language: its namespace of the catalogue. */
const useModuleTexts = ({
  catalogue,
}: Pick<NameDescriptionModule<NamedRecord, object>, 'catalogue'>) => {
  const { t } = useTranslation();
  const text = (key: keyof NameDescriptionTexts) => t(`${catalogue}.${key}`);
  return {
    t,
    text,
    labels: {
      nameLabel: text('nameLabel'),
      namePlaceholder: text('namePlaceholder'),
      descriptionPlaceholder: text('descriptionPlaceholder'),
    },
  };
};

/** The list: search, export, and the numbered table with the name linking to the detail. */
export function NameDescriptionListPage<Row extends NamedRecord, Body extends NameDescriptionBody>({
  module,
}: PageProps<Row, Body>) {
  const { calls, nameField } = module;
  const { t, text, labels } = useModuleTexts(module);

  return (
    <ModuleListPage
      catalogue={module.catalogue}
      subMenu={module.subMenu}
      pages={module.pages}
      messages={module.messages}
      calls={calls}
    >
      {(table) => (
        <ModuleTable
          {...table}
          detailHref={module.hasDetail ? table.detailHref : undefined}
          label={text('listTitle')}
          nameColumn={{ key: nameField, header: labels.nameLabel }}
          nameOf={(row) => nameOf(row, nameField)}
          columns={[textColumn('description', t('kit.description'), (row: Row) => row.description)]}
        />
      )}
    </ModuleListPage>
  );
}

/** The module's name and description form: its schema, name field and labels. */
function ModuleNameDescriptionForm<Row extends NamedRecord, Body extends NameDescriptionBody>({
  module,
  ...form
}: PageProps<Row, Body> & Omit<NameDescriptionFormProps<Body>, 'schema' | 'nameField' | 'labels'>) {
  const { labels } = useModuleTexts(module);
  return (
    <NameDescriptionForm
      schema={module.schema}
      nameField={module.nameField}
      labels={labels}
      {...form}
    />
  );
}

export function NameDescriptionAddPage<Row extends NamedRecord, Body extends NameDescriptionBody>({
  module,
}: PageProps<Row, Body>) {
  const { save, formProps, header } = useAddForm(module);

  return (
    <AddFormPage header={header}>
      <ModuleNameDescriptionForm module={module} {...formProps} onSubmit={save} />
    </AddFormPage>
  );
}

export function NameDescriptionEditPage<Row extends NamedRecord, Body extends NameDescriptionBody>({
  module,
}: PageProps<Row, Body>) {
  const { id, record, save, formProps, header } = useEditForm(module, {
    detailTab: module.pages.listTab,
  });

  return (
    <EditFormPage record={record} header={header}>
      {(data) => (
        <ModuleNameDescriptionForm
          module={module}
          defaultValues={{
            [module.nameField]: nameOf(data, module.nameField),
            description: data.description ?? '',
          }}
          {...formProps}
          onSubmit={(values) => save({ id, body: { ...values, version: data.version } })}
        />
      )}
    </EditFormPage>
  );
}

export function NameDescriptionDetailPage<
  Row extends NamedRecord,
  Body extends NameDescriptionBody,
>({ module }: PageProps<Row, Body>) {
  const { calls, subMenu, messages, pages, nameField } = module;
  const { t, text, labels } = useModuleTexts(module);
  const { detailPage } = useRecordDetail({ calls, subMenu, messages, pages });

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

const modulePages = new Map<ModuleDefinition, ModulePages>();

/** A module's four pages, bound to its definition once, whichever of them opens first. */
export const nameDescriptionPages = (definition: ModuleDefinition): ModulePages => {
  const known = modulePages.get(definition);
  if (known) return known;
  const module = nameDescriptionModule(definition);
  const pages: ModulePages = {
    ListPage: () => <NameDescriptionListPage module={module} />,
    AddPage: () => <NameDescriptionAddPage module={module} />,
    EditPage: () => <NameDescriptionEditPage module={module} />,
    DetailPage: () => <NameDescriptionDetailPage module={module} />,
  };
  modulePages.set(definition, pages);
  return pages;
};
