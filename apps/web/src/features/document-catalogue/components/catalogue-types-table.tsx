import { Group, Text } from '@mantine/core';
import { IconArchive, IconArchiveOff } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { RowIconButton } from '../../../components/kit/row-icon-button';
import { DataTable } from '../../../components/ui/data-table';
import { RowActions } from '../../../components/ui/row-actions';
import type { CatalogueType } from '@creditdesk/domain/document-catalogue/document-catalogue.schemas';
import { CatalogueBadges } from './catalogue-badges';
import { reportName } from './report-choices';

export interface CatalogueTypesTableProps {
  categoryTitle: string;
  types: CatalogueType[];
  /** Shown when the user may update: each type's form. */
  editHref?: (type: CatalogueType) => string;
  /** Shown when the user may update: retires a type in use, or restores a retired one. */
  onToggleRetired?: (type: CatalogueType) => void;
  /** Shown when the user may delete. */
  onDelete?: (type: CatalogueType) => void;
}

/** The types of one category in their order: rule, fields, report, state and what may be done. */
export function CatalogueTypesTable({
  categoryTitle,
  types,
  editHref,
  onToggleRetired,
  onDelete,
}: CatalogueTypesTableProps) {
  const { t } = useTranslation();
  const hasActions = !!(editHref || onToggleRetired || onDelete);
  return (
    <DataTable
      label={t('documentCatalogue.typesOf', { category: categoryTitle })}
      rows={types}
      page={1}
      limit={types.length || 1}
      getRowKey={(type) => type.id}
      minWidth={760}
      columns={[
        {
          key: 'title',
          header: t('documentCatalogue.typeTitle'),
          render: (type) => (
            <Group gap="xs">
              <Text size="sm">{type.title}</Text>
              <CatalogueBadges retired={type.retired} inUse={type.inUse} />
            </Group>
          ),
        },
        {
          key: 'code',
          header: t('documentCatalogue.code'),
          noWrap: true,
          render: (type) => type.code,
        },
        {
          key: 'mandatory',
          header: t('documentCatalogue.mandatory'),
          render: (type) => t(`documentCatalogue.mandatoryRules.${type.mandatory}`),
        },
        {
          key: 'fields',
          header: t('documentCatalogue.fields'),
          render: (type) => type.formMetaData.map((field) => field.label).join(', ') || '-',
        },
        {
          key: 'report',
          header: t('documentCatalogue.report'),
          render: (type) => reportName(type.report) ?? '-',
        },
        ...(hasActions
          ? [
              {
                key: 'actions',
                header: t('common.action'),
                noWrap: true,
                render: (type: CatalogueType) => (
                  <RowActions
                    name={type.title}
                    editHref={editHref?.(type)}
                    onDelete={onDelete && (() => onDelete(type))}
                  >
                    {onToggleRetired && (
                      <RowIconButton
                        label={t(
                          type.retired ? 'documentCatalogue.restore' : 'documentCatalogue.retire',
                        )}
                        rowLabel={t(
                          type.retired
                            ? 'documentCatalogue.restoreRow'
                            : 'documentCatalogue.retireRow',
                          { name: type.title },
                        )}
                        icon={type.retired ? IconArchiveOff : IconArchive}
                        color="orange"
                        onClick={() => onToggleRetired(type)}
                      />
                    )}
                  </RowActions>
                ),
              },
            ]
          : []),
      ]}
    />
  );
}
