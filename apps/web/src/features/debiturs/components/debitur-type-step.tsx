import { DEBITUR_TYPES, type DebiturType } from '@creditdesk/domain/debiturs/debiturs.schemas';
import { Group, Radio, SimpleGrid, Stack, Text } from '@mantine/core';

const DESCRIPTIONS: Record<DebiturType, string> = {
  Personal: 'An individual borrower, identified by the KTP',
  Enterprise: 'A company borrower, identified by its NPWP and NIB',
};

export interface DebiturTypeStepProps {
  value: DebiturType | '';
  /** Editing: the type of an existing debitur cannot change. */
  locked: boolean;
  error?: string;
  onChange: (type: DebiturType) => void;
}

/** Step 1: Personal or Enterprise. */
export function DebiturTypeStep({ value, locked, error, onChange }: DebiturTypeStepProps) {
  return (
    <Radio.Group
      label="Debitur Type"
      withAsterisk
      description={locked ? 'The type of an existing debitur cannot be changed.' : undefined}
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
            aria-label={type}
            style={
              locked ? { opacity: type === value ? 1 : 0.5, cursor: 'not-allowed' } : undefined
            }
          >
            <Group wrap="nowrap" align="flex-start">
              <Radio.Indicator disabled={locked} />
              <Stack gap={2}>
                <Text fw={600}>{type}</Text>
                <Text size="sm" c="dimmed">
                  {DESCRIPTIONS[type]}
                </Text>
              </Stack>
            </Group>
          </Radio.Card>
        ))}
      </SimpleGrid>
    </Radio.Group>
  );
}
