import type { ApplicationState } from '@creditdesk/domain/credit-applications/credit-application-rules';
import type { DocumentTypeNode } from '@creditdesk/domain/documents/document-answers.schemas';
import { deferralDecisionBodySchema } from '@creditdesk/domain/documents/document-deferrals.schemas';
import { businessToday } from '@creditdesk/domain/shared/dates';
import { Badge, Button, Group, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconCheck, IconClockPause, IconX } from '@tabler/icons-react';
import { useState } from 'react';
import { ReasonModal } from '../../../components/form/reason-modal';
import { ConfirmModal } from '../../../components/ui/confirm-modal';
import { useFailureModal } from '../../../components/ui/use-failure-modal';
import { BADGE_MANTINE_COLOURS } from '../../../components/ui/status-badge';
import { translateError, useTexts } from '../../../i18n/use-message';
import { useDecideDeferral } from '../api/decide-deferral';
import { useWithdrawDeferral } from '../api/withdraw-deferral';
import { DeferralRequestModal } from './deferral-request-modal';
import { usePhoneLayout } from './use-phone-layout';
import type { DeferralRights } from './use-deferral-rights';

type Asking = 'request' | 'grant' | 'refuse' | 'withdraw' | null;

/** A deferral's actions in the order they stand, each behind the right it needs. */
const DEFERRAL_ACTIONS: readonly {
  asking: NonNullable<Asking>;
  right: keyof DeferralRights;
  label: string;
  /** The button's accessible name, naming the type. */
  rowLabel: string;
  icon: typeof IconCheck;
  color: string;
}[] = [
  {
    asking: 'request',
    right: 'request',
    label: 'documents.deferral.defer',
    rowLabel: 'documents.deferral.deferType',
    icon: IconClockPause,
    color: 'orange',
  },
  {
    asking: 'grant',
    right: 'decide',
    label: 'documents.deferral.grant',
    rowLabel: 'documents.deferral.grantType',
    icon: IconCheck,
    color: 'green',
  },
  {
    asking: 'refuse',
    right: 'decide',
    label: 'documents.deferral.refuse',
    rowLabel: 'documents.deferral.refuseType',
    icon: IconX,
    color: 'red',
  },
  {
    asking: 'withdraw',
    right: 'withdraw',
    label: 'documents.deferral.withdraw',
    rowLabel: 'documents.deferral.withdrawType',
    icon: IconX,
    color: 'gray',
  },
];

export interface DeferralStateProps {
  applicationId: string;
  application: ApplicationState & { tenorEndDate: string | null };
  type: DocumentTypeNode;
  rights: DeferralRights;
  /** After a deferral changed: the page refreshes its timeline. */
  onChanged?: () => void;
}

/**
 * A type without a file: 'No file', its deferral (TBO) as an amber badge with the promise, and
 * the actions the user may take on it, each behind its question.
 */
export function DeferralState({
  applicationId,
  application,
  type,
  rights,
  onChanged,
}: DeferralStateProps) {
  const { t } = useTexts();
  const phone = usePhoneLayout();
  const decide = useDecideDeferral();
  const withdraw = useWithdrawDeferral();
  const [asking, setAsking] = useState<Asking>(null);
  const failure = useFailureModal(t('documents.deferral.error'));
  const { deferral } = type;
  const typeId = type._id;

  const done = (text: string) => {
    setAsking(null);
    notifications.show({ color: 'teal', message: text });
    onChanged?.();
  };
  const fail = (error: Error) => {
    setAsking(null);
    failure.show(translateError(error));
  };
  const decideAs = (action: 'Granted' | 'Refused', reason = '') =>
    decide.mutate(
      { applicationId, typeId, body: { action, reason } },
      {
        onSuccess: () =>
          done(
            t(action === 'Granted' ? 'documents.deferral.granted' : 'documents.deferral.refused', {
              type: type.title,
            }),
          ),
        onError: fail,
      },
    );

  return (
    <Stack gap={4}>
      <Text size="sm" c="dimmed">
        {t('documents.noFile')}
      </Text>
      {deferral && (
        <>
          <Group gap={6}>
            {/* The kit's warning badge, allowed to wrap: in a phone's narrow cell the date must stay readable. */}
            <Badge
              variant="light"
              color={BADGE_MANTINE_COLOURS.warning}
              tt="none"
              h="auto"
              radius="sm"
              styles={{ label: { whiteSpace: 'normal' } }}
            >
              {deferral.status === 'Granted'
                ? t('documents.deferral.badgeGranted', { date: deferral.promisedDate })
                : t('documents.deferral.badgeRequested')}
            </Badge>
          </Group>
          <Text size="xs" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
            {t('documents.deferral.promised', {
              date: deferral.promisedDate,
              name: deferral.requestedBy.name,
            })}
            {' · '}
            {deferral.reason}
          </Text>
          {deferral.decidedBy && (
            <Text size="xs" c="dimmed">
              {t('documents.deferral.grantedBy', { name: deferral.decidedBy.name })}
            </Text>
          )}
        </>
      )}
      <Group gap={4}>
        {DEFERRAL_ACTIONS.filter((action) => rights[action.right]).map((action) => (
          <Button
            key={action.asking}
            // 26 px on a phone, a finger's reach; the table's denser row keeps the smaller size.
            size={phone ? 'compact-sm' : 'compact-xs'}
            variant="light"
            color={action.color}
            leftSection={<action.icon size={14} aria-hidden />}
            aria-label={t(action.rowLabel, { type: type.title })}
            onClick={() => setAsking(action.asking)}
          >
            {t(action.label)}
          </Button>
        ))}
      </Group>

      {asking === 'request' && (
        <DeferralRequestModal
          applicationId={applicationId}
          type={type}
          today={businessToday()}
          tenorEnd={application.tenorEndDate}
          onClose={() => setAsking(null)}
          onRequested={done}
        />
      )}
      <ConfirmModal
        opened={asking === 'grant'}
        onClose={() => setAsking(null)}
        onConfirm={() => decideAs('Granted')}
        title={t('documents.deferral.grantTitle')}
        message={t('documents.deferral.grantQuestion', {
          type: type.title,
          date: deferral?.promisedDate,
        })}
        description={t('documents.deferral.grantDescription')}
        confirmLabel={t('documents.deferral.grant')}
        loading={decide.isPending}
      />
      {asking === 'refuse' && (
        // The decision's own schema, its action held at Refused: a blank reason gets its message here.
        <ReasonModal
          texts="documents.deferral"
          action="refuse"
          about={{ type: type.title }}
          schema={deferralDecisionBodySchema}
          defaultValues={{ action: 'Refused', reason: '' }}
          required
          busy={decide.isPending}
          onClose={() => setAsking(null)}
          onSubmit={(reason) => decideAs('Refused', reason)}
        />
      )}
      <ConfirmModal
        opened={asking === 'withdraw'}
        onClose={() => setAsking(null)}
        onConfirm={() =>
          withdraw.mutate(
            { applicationId, typeId },
            {
              onSuccess: () => done(t('documents.deferral.withdrawn', { type: type.title })),
              onError: fail,
            },
          )
        }
        title={t('documents.deferral.withdrawTitle')}
        message={t('documents.deferral.withdrawQuestion', { type: type.title })}
        description={t('documents.deferral.withdrawDescription')}
        confirmLabel={t('documents.deferral.withdraw')}
        variant="warning"
        loading={withdraw.isPending}
      />
      {failure.modal}
    </Stack>
  );
}
