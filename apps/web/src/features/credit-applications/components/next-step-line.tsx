import { nextStepOf } from '@creditdesk/domain/credit-applications/next-step';
import type { CreditApplication } from '@creditdesk/domain/credit-applications/credit-applications.schemas';
import { Group, Text } from '@mantine/core';
import { IconArrowRight } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

interface NextStepLineProps {
  application: CreditApplication;
  /** The mandatory documents without a file; undefined while the tree is loading. */
  missingMandatory: number | undefined;
}

/** The line under the status that says what comes next, or what was decided. */
export function NextStepLine({ application, missingMandatory }: NextStepLineProps) {
  const { t } = useTranslation();
  const step = nextStepOf(application, missingMandatory);
  if (!step) return null;
  return (
    <Group gap={6} wrap="nowrap" align="flex-start" data-testid="next-step">
      <IconArrowRight size={16} aria-hidden style={{ flexShrink: 0, marginTop: 3 }} />
      <Text size="sm">
        {t(`creditApplications.nextStep.${step.key}`, 'count' in step ? { count: step.count } : {})}
      </Text>
    </Group>
  );
}
