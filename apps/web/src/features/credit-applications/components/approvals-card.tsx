import { approvalsMissing } from '@creditdesk/domain/credit-applications/credit-authority';
import type { CreditApplication } from '@creditdesk/domain/credit-applications/credit-applications.schemas';
import { toBusinessDateTime } from '@creditdesk/domain/shared/dates';
import { Alert, Badge, Group, Stack, Text } from '@mantine/core';
import { IconUsers } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { DetailField } from '../../../components/ui/detail-field';
import { SectionCard } from '../../../components/ui/section-card';

/**
 * The approvals block beside the signing steps: the tier frozen at Submit, how many approvals it
 * requires and has, each decision with who, as which role, why and when, and who is still needed
 * when the reader may not decide himself.
 */
export function ApprovalsCard({ application }: { application: CreditApplication }) {
  const { t } = useTranslation();
  const { approval, status } = application;
  if (approval.tier === null && approval.approvals.length === 0) return null;
  const missing = status === 'Waiting for Review' ? approvalsMissing(approval) : 0;
  return (
    <SectionCard title={t('creditApplications.approvals.title')}>
      <Stack gap="sm">
        <Group gap="xl" wrap="wrap">
          <DetailField
            label={t('creditApplications.approvals.tier')}
            value={approval.tier?.name ?? null}
          />
          <DetailField
            label={t('creditApplications.approvals.progress')}
            value={
              approval.required === null
                ? null
                : t('creditApplications.approvals.count', {
                    given: approval.given,
                    required: approval.required,
                  })
            }
          />
        </Group>
        {approval.approvals.length === 0 ? (
          <Text size="sm" c="dimmed">
            {t('creditApplications.approvals.none')}
          </Text>
        ) : (
          <Stack gap="xs" component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
            {approval.approvals.map((decision) => (
              <li key={decision.user._id}>
                <Group gap="xs" wrap="wrap">
                  <Badge color={decision.action === 'Approved' ? 'green' : 'red'} variant="light">
                    {t(`creditApplications.approvals.action.${decision.action}`)}
                  </Badge>
                  <Text size="sm" fw={500}>
                    {decision.user.name}
                  </Text>
                  {decision.role && (
                    <Text size="sm" c="dimmed">
                      {decision.role}
                    </Text>
                  )}
                  <Text size="xs" c="dimmed">
                    {toBusinessDateTime(decision.created)}
                  </Text>
                </Group>
                {decision.reason && (
                  <Text size="sm">
                    {t('creditApplications.detail.reason', { reason: decision.reason })}
                  </Text>
                )}
              </li>
            ))}
          </Stack>
        )}
        {missing > 0 && !approval.canDecide && (
          <Alert color="blue" variant="light" icon={<IconUsers size={18} />}>
            {approval.rolesNeeded.length > 0
              ? t('creditApplications.approvals.needsRoles', {
                  count: missing,
                  roles: approval.rolesNeeded.join(', '),
                })
              : t('creditApplications.approvals.needs', { count: missing })}
          </Alert>
        )}
      </Stack>
    </SectionCard>
  );
}
