import type { Debitur } from '@creditdesk/domain/debiturs/debiturs.schemas';
import { formatRupiah } from '@creditdesk/domain/shared/money';
import { Card, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { PersonPhoto } from '../../../components/ui/person-photo';
import { useDebiturPhoto } from '../api/get-debitur-photo';
import { useTranslation } from 'react-i18next';

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
  const { t } = useTranslation();
  const latest = debitur.debiturPhoto.at(-1);
  const photo = useDebiturPhoto(debitur._id, latest?._id);
  return (
    <PersonPhoto
      src={photo.data}
      alt={latest ? t('debiturs.photoOf', { name: debitur.fullName ?? '' }) : t('debiturs.noPhoto')}
      size={120}
    />
  );
}

/** General Information: every field of the debitur's type, '-' where empty. */
export function DebiturInformationCard({ debitur }: { debitur: Debitur }) {
  const { t } = useTranslation();
  const common = (
    <>
      <Field label={t('debiturs.email')} value={debitur.email} />
      <Field label={t('debiturs.relatedGroup')} value={debitur.relatedGroup.groupName} />
      <Field label={t('debiturs.relatedBranch')} value={debitur.relatedBranch.branchName} />
      <Field label={t('debiturs.address')} value={debitur.address} />
    </>
  );
  return (
    <Card withBorder padding="lg" radius="md">
      <Stack gap="md">
        <Title order={2} size="h5">
          {t('debiturs.generalInformation')}
        </Title>
        {debitur.type === 'Personal' ? (
          <Group align="flex-start" gap="xl" wrap="nowrap">
            <DebiturPhoto debitur={debitur} />
            <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="lg" style={{ flex: 1 }}>
              <Field
                label={t('debiturs.debiturType')}
                value={t(`debiturs.types.${debitur.type}`)}
              />
              <Field label={t('debiturs.debiturName')} value={debitur.fullName} />
              <Field label={t('debiturs.dateOfBirth')} value={debitur.dateOfBirth} />
              <Field label={t('debiturs.phoneNumber')} value={debitur.phoneNumber} />
              <Field
                label={t('debiturs.maritalStatus')}
                value={
                  debitur.maritalStatus && t(`debiturs.maritalStatuses.${debitur.maritalStatus}`)
                }
              />
              <Field label={t('debiturs.idNumber')} value={debitur.idNumber} />
              {common}
            </SimpleGrid>
          </Group>
        ) : (
          <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="lg">
            <Field label={t('debiturs.debiturType')} value={t(`debiturs.types.${debitur.type}`)} />
            <Field label={t('debiturs.companyName')} value={debitur.companyName} />
            <Field label={t('debiturs.organizerName')} value={debitur.organizerName} />
            <Field label={t('debiturs.telephoneNumber')} value={debitur.telephoneNumber} />
            <Field
              label={t('debiturs.budget')}
              value={debitur.budget ? formatRupiah(debitur.budget.$numberDecimal) : null}
            />
            <Field label="NPWP" value={debitur.npwp} />
            <Field label="NIB" value={debitur.nib} />
            <Field label={t('debiturs.shareHolder')} value={debitur.shareHolder} />
            <Field label={t('debiturs.permit')} value={debitur.permit} />
            {common}
          </SimpleGrid>
        )}
      </Stack>
    </Card>
  );
}
