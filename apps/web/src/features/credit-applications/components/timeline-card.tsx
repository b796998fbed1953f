import type {
  TimelineEntry,
  TimelineEvent,
} from '@creditdesk/domain/documents/document-answers.schemas';
import {
  Anchor,
  Card,
  Group,
  Loader,
  Stack,
  Text,
  ThemeIcon,
  Timeline,
  Title,
} from '@mantine/core';
import {
  IconCheck,
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
import { useState } from 'react';
import { EMPTY_TEXT, LOAD_ERROR_TEXT, LOADING_TEXT } from '../../../components/ui/data-table';
import { formatDateTime } from '../../../lib/format';
import { useCreditApplicationTimeline } from '../api/get-credit-application-timeline';

interface EventLook {
  title: (entry: TimelineEntry) => string;
  icon: Icon;
  colour?: string;
}

/** Signing steps read as the step's name on the Signing Process card. */
const STEP_NAMES: Record<string, string> = {
  Open: 'Debitur Created',
  'Signing Process': 'Signing Process',
  'Credit Approved': 'Waiting Approval',
};

const EVENTS: Record<TimelineEvent, EventLook> = {
  created: { title: () => 'Credit application created', icon: IconFlag },
  status: {
    title: (entry) =>
      entry.status ? `Moved to ${STEP_NAMES[entry.status] ?? entry.status}` : 'Status changed',
    icon: IconPlayerPlay,
  },
  'document-added': { title: () => 'Document added', icon: IconFilePlus },
  'document-replaced': { title: () => 'Document replaced', icon: IconFileUpload },
  'document-updated': { title: () => 'Document details changed', icon: IconPencil },
  'document-removed': { title: () => 'Document removed', icon: IconFileX, colour: 'gray' },
  submitted: { title: () => 'Submitted for review', icon: IconSend },
  approved: { title: () => 'Approved', icon: IconCheck, colour: 'green' },
  rejected: { title: () => 'Rejected', icon: IconX, colour: 'red' },
  revised: { title: () => 'Edited: signing starts over', icon: IconEdit, colour: 'orange' },
};

/** What the detail line says: a decision's reason is labelled as one. */
const detailOf = (entry: TimelineEntry) => {
  if (!entry.detail) return null;
  if (entry.event === 'approved' || entry.event === 'rejected') return `Reason: ${entry.detail}`;
  return entry.detail;
};

/** The newest entries shown at first; a long credit file's uploads would bury the decisions. */
export const TIMELINE_FIRST_SHOWN = 8;

/** The application's history, newest first: who did what and when. */
export function TimelineCard({ applicationId }: { applicationId: string }) {
  const timeline = useCreditApplicationTimeline(applicationId);
  const [showingAll, setShowingAll] = useState(false);

  const content = () => {
    if (timeline.isPending)
      return (
        <Group gap="xs" c="dimmed">
          <Loader size="xs" aria-hidden />
          <Text size="sm">{LOADING_TEXT}</Text>
        </Group>
      );
    if (timeline.isError)
      return (
        <Text size="sm" c="red.7" role="alert">
          {LOAD_ERROR_TEXT}
        </Text>
      );
    if (!timeline.data.data.length)
      return (
        <Text size="sm" c="dimmed">
          {EMPTY_TEXT}
        </Text>
      );
    const entries = timeline.data.data;
    const shown = showingAll ? entries : entries.slice(0, TIMELINE_FIRST_SHOWN);
    return (
      <Stack gap="sm">
        <Timeline bulletSize={26} lineWidth={2} active={-1} aria-label="Timeline">
          {shown.map((entry) => {
            const look = EVENTS[entry.event];
            const TimelineIcon = look.icon;
            const detail = detailOf(entry);
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
                    {look.title(entry)}
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
                    {entry.createdBy.name} · {formatDateTime(entry.created)}
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
            {showingAll ? 'Show the latest only' : `Show all (${entries.length})`}
          </Anchor>
        )}
      </Stack>
    );
  };

  return (
    <Card withBorder padding="lg" radius="md">
      <Stack gap="md">
        <Title order={2} size="h5">
          Timeline
        </Title>
        {content()}
      </Stack>
    </Card>
  );
}
