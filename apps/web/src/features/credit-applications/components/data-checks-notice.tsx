import type { CheckedDocumentStructure } from '@creditdesk/domain/documents/debitur-checks.schemas';
import { Alert, Group, List, Text } from '@mantine/core';
import { IconAlertTriangle, IconCircleCheck } from '@tabler/icons-react';
import { useTexts } from '../../../i18n/use-message';

export type DataChecked = Pick<CheckedDocumentStructure, 'categories' | 'dataChecks'>;

/** Each mismatch as its document type and what differs, in the user's language. */
export function DataMismatchList({ structure }: { structure: DataChecked }) {
  const { t, message } = useTexts();
  const titles = new Map(
    structure.categories.flatMap((category) =>
      category.children.map((type) => [type.code, type.title] as const),
    ),
  );
  return (
    <List size="sm" spacing={4}>
      {structure.dataChecks.mismatches.map((mismatch) => (
        <List.Item key={`${mismatch.documentId}-${mismatch.field}`}>
          {t('creditApplications.dataChecks.item', {
            type: titles.get(mismatch.typeCode) ?? mismatch.typeCode,
            message: message(mismatch.message.code, mismatch.message.code, mismatch.message.params),
          })}
        </List.Item>
      ))}
    </List>
  );
}

/**
 * The detail's 'Data checks' line: how many of the documents' numbers and names differ from the
 * debitur, and which, for the creator before Submit and the reviewer before deciding.
 */
export function DataChecksNotice({ structure }: { structure: DataChecked }) {
  const { t } = useTexts();
  const { total } = structure.dataChecks;
  const title = `${t('creditApplications.dataChecks.title')}: ${
    total
      ? t('creditApplications.dataChecks.mismatches', { count: total })
      : t('creditApplications.dataChecks.none')
  }`;
  if (!total)
    return (
      <Group gap={6} wrap="nowrap">
        <IconCircleCheck size={18} color="var(--mantine-color-green-8)" aria-hidden />
        <Text size="sm">{title}</Text>
      </Group>
    );
  return (
    <Alert color="orange" variant="light" icon={<IconAlertTriangle size={18} />} title={title}>
      <Text size="sm" mb={4}>
        {t('creditApplications.dataChecks.intro')}
      </Text>
      <DataMismatchList structure={structure} />
    </Alert>
  );
}
