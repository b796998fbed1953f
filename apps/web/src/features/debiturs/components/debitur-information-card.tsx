import type { Debitur } from '@creditdesk/domain/debiturs/debiturs.schemas';
import { formatRupiah } from '@creditdesk/domain/shared/money';
import { Group, SimpleGrid } from '@mantine/core';
import { PersonPhoto } from '../../../components/ui/person-photo';
import { useDebiturPhoto } from '../api/get-debitur-photo';
import { useTranslation } from 'react-i18next';
import { DetailField } from '../../../components/ui/detail-field';
import { SectionCard } from '../../../components/ui/section-card';
import type { InformationField } from '../../../components/kit/information-card';

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
  const personal = debitur.type === 'Personal';
  const field = (key: string, value: string | null | undefined): InformationField => ({
    label: t(`debiturs.${key}`),
    value,
  });
  const fields: InformationField[] = [
    field('debiturType', t(`debiturs.types.${debitur.type}`)),
    ...(personal
      ? [
          field('debiturName', debitur.fullName),
          field('dateOfBirth', debitur.dateOfBirth),
          field('phoneNumber', debitur.phoneNumber),
          field(
            'maritalStatus',
            debitur.maritalStatus && t(`debiturs.maritalStatuses.${debitur.maritalStatus}`),
          ),
          field('idNumber', debitur.idNumber),
        ]
      : [
          field('companyName', debitur.companyName),
          field('organizerName', debitur.organizerName),
          field('telephoneNumber', debitur.telephoneNumber),
          field('budget', debitur.budget ? formatRupiah(debitur.budget.$numberDecimal) : null),
          { label: 'NPWP', value: debitur.npwp },
          { label: 'NIB', value: debitur.nib },
          field('shareHolder', debitur.shareHolder),
          field('permit', debitur.permit),
        ]),
    field('email', debitur.email),
    field('relatedGroup', debitur.relatedGroup.groupName),
    field('relatedBranch', debitur.relatedBranch.branchName),
    field('address', debitur.address),
  ];
  const grid = (
    <SimpleGrid
      cols={{ base: 1, sm: 2, lg: 3 }}
      spacing="lg"
      style={personal ? { flex: 1 } : undefined}
    >
      {fields.map(({ label, value }) => (
        <DetailField key={label} label={label} value={value} />
      ))}
    </SimpleGrid>
  );
  return (
    <SectionCard title={t('debiturs.generalInformation')}>
      {personal ? (
        <Group align="flex-start" gap="xl" wrap="nowrap">
          <DebiturPhoto debitur={debitur} />
          {grid}
        </Group>
      ) : (
        grid
      )}
    </SectionCard>
  );
}
