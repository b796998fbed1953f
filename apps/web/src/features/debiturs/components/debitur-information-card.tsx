import type { Debitur } from '@creditdesk/domain/debiturs/debiturs.schemas';
import { formatRupiah } from '@creditdesk/domain/shared/money';
import { Group, SimpleGrid } from '@mantine/core';
import { PersonPhoto } from '../../../components/ui/person-photo';
import { useDebiturPhoto } from '../api/get-debitur-photo';
import { useTranslation } from 'react-i18next';
import { DetailField } from '../../../components/ui/detail-field';
import { SectionCard } from '../../../components/ui/section-card';

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
  const typeField = (
    <DetailField label={t('debiturs.debiturType')} value={t(`debiturs.types.${debitur.type}`)} />
  );
  const common = (
    <>
      <DetailField label={t('debiturs.email')} value={debitur.email} />
      <DetailField label={t('debiturs.relatedGroup')} value={debitur.relatedGroup.groupName} />
      <DetailField label={t('debiturs.relatedBranch')} value={debitur.relatedBranch.branchName} />
      <DetailField label={t('debiturs.address')} value={debitur.address} />
    </>
  );
  return (
    <SectionCard title={t('debiturs.generalInformation')}>
      {debitur.type === 'Personal' ? (
        <Group align="flex-start" gap="xl" wrap="nowrap">
          <DebiturPhoto debitur={debitur} />
          <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="lg" style={{ flex: 1 }}>
            {typeField}
            <DetailField label={t('debiturs.debiturName')} value={debitur.fullName} />
            <DetailField label={t('debiturs.dateOfBirth')} value={debitur.dateOfBirth} />
            <DetailField label={t('debiturs.phoneNumber')} value={debitur.phoneNumber} />
            <DetailField
              label={t('debiturs.maritalStatus')}
              value={
                debitur.maritalStatus && t(`debiturs.maritalStatuses.${debitur.maritalStatus}`)
              }
            />
            <DetailField label={t('debiturs.idNumber')} value={debitur.idNumber} />
            {common}
          </SimpleGrid>
        </Group>
      ) : (
        <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="lg">
          {typeField}
          <DetailField label={t('debiturs.companyName')} value={debitur.companyName} />
          <DetailField label={t('debiturs.organizerName')} value={debitur.organizerName} />
          <DetailField label={t('debiturs.telephoneNumber')} value={debitur.telephoneNumber} />
          <DetailField
            label={t('debiturs.budget')}
            value={debitur.budget ? formatRupiah(debitur.budget.$numberDecimal) : null}
          />
          <DetailField label="NPWP" value={debitur.npwp} />
          <DetailField label="NIB" value={debitur.nib} />
          <DetailField label={t('debiturs.shareHolder')} value={debitur.shareHolder} />
          <DetailField label={t('debiturs.permit')} value={debitur.permit} />
          {common}
        </SimpleGrid>
      )}
    </SectionCard>
  );
}
