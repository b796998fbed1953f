import { toBusinessDateTime } from '@creditdesk/domain/shared/dates';
import type {
  TimelineEntry,
  TimelineEvent,
} from '@creditdesk/domain/documents/document-answers.schemas';
import { canonicalStatus } from '@creditdesk/domain/credit-applications/credit-application-status';
import { Anchor, Stack, Text, ThemeIcon, Timeline } from '@mantine/core';
import {
  IconAlertTriangle,
  IconCheck,
  IconClockPause,
  IconEdit,
  IconFilePlus,
  IconFileUpload,
  IconFileX,
  IconFlag,
  IconPencil,
  IconPlayerPlay,
  IconSend,
  IconX,
  type Icon,
} from '@tabler/icons-react';
import type { TFunction } from 'i18next';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useCreditApplicationTimeline } from '../api/get-credit-application-timeline';
import { SectionCard } from '../../../components/ui/section-card';
import { FailedLine, LoadingLine } from '../../../components/kit/query-state-lines';

interface EventLook {
  title: (entry: TimelineEntry, t: TFunction) => string;
  icon: Icon;
  colour?: string;
}

/** Signing steps read as the step's name on the Signing Process card (its catalogue keys). */
const STEP_NAMES: Record<string, string> = {
  Open: 'debiturCreated',
  'Signing Process': 'signingProcess',
  'Credit Approved': 'waitingApproval',
};

const stepName = (status: string, t: TFunction) => {
  const step = STEP_NAMES[status];
  if (step) return t(`creditApplications.signing.steps.${step}`);
  const canonical = canonicalStatus(status);
  return canonical ? t(`creditApplications.status.${canonical}`) : status;
};

const fixed = (key: string) => (_entry: TimelineEntry, t: TFunction) =>
  t(`creditApplications.timeline.${key}`);

const EVENTS: Record<TimelineEvent, EventLook> = {
  created: { title: fixed('created'), icon: IconFlag },
  status: {
    title: (entry, t) =>
      entry.status
        ? t('creditApplications.timeline.movedTo', { step: stepName(entry.status, t) })
        : t('creditApplications.timeline.statusChanged'),
    icon: IconPlayerPlay,
  },
  'document-added': { title: fixed('documentAdded'), icon: IconFilePlus },
  'document-replaced': { title: fixed('documentReplaced'), icon: IconFileUpload },
  'document-updated': { title: fixed('documentUpdated'), icon: IconPencil },
  'document-removed': { title: fixed('documentRemoved'), icon: IconFileX, colour: 'gray' },
  submitted: { title: fixed('submitted'), icon: IconSend },
  'submitted-with-mismatches': {
    title: (entry, t) =>
      t('creditApplications.timeline.submittedWithMismatches', {
        count: Number(entry.message?.params.count ?? 0),
      }),
    icon: IconAlertTriangle,
    colour: 'orange',
  },
  'approval-given': { title: fixed('approvalGiven'), icon: IconCheck, colour: 'teal' },
  approved: { title: fixed('approved'), icon: IconCheck, colour: 'green' },
  rejected: { title: fixed('rejected'), icon: IconX, colour: 'red' },
  revised: { title: fixed('revised'), icon: IconEdit, colour: 'orange' },
  'deferral-requested': {
    title: fixed('deferralRequested'),
    icon: IconClockPause,
    colour: 'yellow',
  },
  'deferral-withdrawn': { title: fixed('deferralWithdrawn'), icon: IconClockPause, colour: 'gray' },
  'deferral-granted': { title: fixed('deferralGranted'), icon: IconClockPause, colour: 'yellow' },
  'deferral-refused': { title: fixed('deferralRefused'), icon: IconX, colour: 'red' },
  'deferral-received': { title: fixed('deferralReceived'), icon: IconFilePlus, colour: 'green' },
};

/** What the detail line says: a decision's reason is labelled as one. */
const detailOf = (entry: TimelineEntry, t: TFunction) => {
  if (!entry.detail) return null;
  if (
    entry.event === 'approved' ||
    entry.event === 'rejected' ||
    entry.event === 'submitted-with-mismatches'
  )
    return t('creditApplications.timeline.reason', { reason: entry.detail });
  return entry.detail;
};

/** The newest entries shown at first; a long credit file's uploads would bury the decisions. */
export const TIMELINE_FIRST_SHOWN = 8;

/** The application's history, newest first: who did what and when. */
export function TimelineCard({ applicationId }: { applicationId: string }) {
  const { t } = useTranslation();
  const timeline = useCreditApplicationTimeline(applicationId);
  const [showingAll, setShowingAll] = useState(false);

  const content = () => {
    if (timeline.isPending) return <LoadingLine text={t('creditApplications.loading')} />;
    if (timeline.isError) return <FailedLine text={t('creditApplications.loadFailed')} />;
    if (!timeline.data.data.length)
      return (
        <Text size="sm" c="dimmed">
          {t('creditApplications.empty')}
        </Text>
      );
    const entries = timeline.data.data;
    const shown = showingAll ? entries : entries.slice(0, TIMELINE_FIRST_SHOWN);
    return (
      <Stack gap="sm">
        <Timeline
          bulletSize={26}
          lineWidth={2}
          active={-1}
          aria-label={t('creditApplications.timeline.label')}
        >
          {shown.map((entry) => {
            const look = EVENTS[entry.event];
            const TimelineIcon = look.icon;
            const detail = detailOf(entry, t);
            return (
              <Timeline.Item
                key={entry._id}
                bullet={
                  <ThemeIcon size={26} radius="xl" variant="light" color={look.colour}>
                    <TimelineIcon size={14} aria-hidden />
                  </ThemeIcon>
                }
                title={
                  <Text size="sm" fw={600}>
                    {look.title(entry, t)}
                  </Text>
                }
              >
                <Stack gap={2}>
                  {detail && (
                    <Text
                      size="sm"
                      c={entry.event === 'rejected' ? 'red.8' : undefined}
                      style={{ overflowWrap: 'anywhere' }}
                    >
                      {detail}
                    </Text>
                  )}
                  <Text size="xs" c="dimmed">
                    {entry.createdBy.name} · {toBusinessDateTime(entry.created)}
                  </Text>
                </Stack>
              </Timeline.Item>
            );
          })}
        </Timeline>
        {entries.length > TIMELINE_FIRST_SHOWN && (
          <Anchor
            component="button"
            type="button"
            size="sm"
            style={{ alignSelf: 'flex-start' }}
            onClick={() => setShowingAll(!showingAll)}
          >
            {showingAll
              ? t('creditApplications.timeline.showLatest')
              : t('creditApplications.timeline.showAll', { total: entries.length })}
          </Anchor>
        )}
      </Stack>
    );
  };

  return <SectionCard title={t('creditApplications.timeline.title')}>{content()}</SectionCard>;
}
