import { DEBITUR_TYPES, type DebiturType } from '@creditdesk/domain/debiturs/debiturs.schemas';
import { Group, Radio, SimpleGrid, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';

export interface DebiturTypeStepProps {
  value: DebiturType | '';
  /** Editing: the type of an existing debitur cannot change. */
  locked: boolean;
  error?: string;
  onChange: (type: DebiturType) => void;
}

/** Step 1: Personal or Enterprise. */
export function DebiturTypeStep({ value, locked, error, onChange }: DebiturTypeStepProps) {
  const { t } = useTranslation();
  return (
    <Radio.Group
      label={t('debiturs.debiturType')}
      withAsterisk
      description={locked ? t('debiturs.typeLocked') : undefined}
      value={value || null}
      onChange={(type) => onChange(type as DebiturType)}
      error={error}
    >
      <SimpleGrid cols={{ base: 1, sm: 2 }} mt="sm">
        {DEBITUR_TYPES.map((type) => (
          <Radio.Card
            key={type}
            value={type}
            disabled={locked}
            radius="md"
            p="md"
            aria-label={t(`debiturs.types.${type}`)}
            style={
              locked ? { opacity: type === value ? 1 : 0.5, cursor: 'not-allowed' } : undefined
            }
          >
            <Group wrap="nowrap" align="flex-start">
              <Radio.Indicator disabled={locked} />
              <Stack gap={2}>
                <Text fw={600}>{t(`debiturs.types.${type}`)}</Text>
                <Text size="sm" c="dimmed">
                  {t(`debiturs.typeDescriptions.${type}`)}
                </Text>
              </Stack>
            </Group>
          </Radio.Card>
        ))}
      </SimpleGrid>
    </Radio.Group>
  );
}
