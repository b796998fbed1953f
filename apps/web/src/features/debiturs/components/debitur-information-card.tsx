import type { Debitur } from '@creditdesk/domain/debiturs/debiturs.schemas';
import { formatRupiah } from '@creditdesk/domain/shared/money';
import { Avatar, Card, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { IconUser } from '@tabler/icons-react';
import { useDebiturPhoto } from '../api/get-debitur-photo';

const Field = ({ label, value }: { label: string; value: string | null | undefined }) => (
  <Stack gap={2}>
    <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
      {label}
    </Text>
    <Text size="sm" style={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>
      {value || '-'}
    </Text>
  </Stack>
);

function DebiturPhoto({ debitur }: { debitur: Debitur }) {
  const latest = debitur.debiturPhoto.at(-1);
  const photo = useDebiturPhoto(debitur._id, latest?._id);
  return (
    <Avatar
      src={photo.data ?? null}
      alt={latest ? `Photo of ${debitur.fullName ?? ''}` : 'No photo'}
      size={120}
      radius="md"
      color="gray"
    >
      <IconUser size={56} aria-hidden />
    </Avatar>
  );
}

/** General Information: every field of the debitur's type, '-' where empty. */
export function DebiturInformationCard({ debitur }: { debitur: Debitur }) {
  const common = (
    <>
      <Field label="Email" value={debitur.email} />
      <Field label="Related Group" value={debitur.relatedGroup.groupName} />
      <Field label="Related Branch" value={debitur.relatedBranch.branchName} />
      <Field label="Address" value={debitur.address} />
    </>
  );
  return (
    <Card withBorder padding="lg" radius="md">
      <Stack gap="md">
        <Title order={2} size="h5">
          General Information
        </Title>
        {debitur.type === 'Personal' ? (
          <Group align="flex-start" gap="xl" wrap="nowrap">
            <DebiturPhoto debitur={debitur} />
            <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="lg" style={{ flex: 1 }}>
              <Field label="Debitur Type" value={debitur.type} />
              <Field label="Debitur Name" value={debitur.fullName} />
              <Field label="Date of Birth" value={debitur.dateOfBirth} />
              <Field label="Phone Number" value={debitur.phoneNumber} />
              <Field label="Marital Status" value={debitur.maritalStatus} />
              <Field label="ID Number" value={debitur.idNumber} />
              {common}
            </SimpleGrid>
          </Group>
        ) : (
          <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="lg">
            <Field label="Debitur Type" value={debitur.type} />
            <Field label="Company Name" value={debitur.companyName} />
            <Field label="Organizer Name" value={debitur.organizerName} />
            <Field label="Telephone Number" value={debitur.telephoneNumber} />
            <Field
              label="Budget"
              value={debitur.budget ? formatRupiah(debitur.budget.$numberDecimal) : null}
            />
            <Field label="NPWP" value={debitur.npwp} />
            <Field label="NIB" value={debitur.nib} />
            <Field label="Share Holder" value={debitur.shareHolder} />
            <Field label="Permit" value={debitur.permit} />
            {common}
          </SimpleGrid>
        )}
      </Stack>
    </Card>
  );
}
