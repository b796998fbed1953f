import type { CreditApplication } from '@creditdesk/domain/credit-applications/credit-applications.schemas';
import { dateRangeText } from '@creditdesk/domain/shared/dates';
import { formatRupiah } from '@creditdesk/domain/shared/money';
import { Anchor, SimpleGrid } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ActionCard } from '../../../components/kit/action-card';
import { DetailField } from '../../../components/ui/detail-field';

/** The spec's debitur name: fullName for a Personal debitur, companyName otherwise. */
export const debiturNameOf = (debitur: CreditApplication['debitur']) =>
  debitur ? (debitur.type === 'Personal' ? debitur.fullName : debitur.companyName) : null;

interface CreditApplicationInformationCardProps {
  application: CreditApplication;
  /** Where 'View Detail Debitur' leads; the page builds it so this feature needs no other's paths. */
  debiturHref: string | null;
}

/** Debitur Information: the application's own fields and its debitur, '-' where empty. */
export function CreditApplicationInformationCard({
  application,
  debiturHref,
}: CreditApplicationInformationCardProps) {
  const { t } = useTranslation();
  return (
    <ActionCard
      title={t('creditApplications.detail.information')}
      action={
        debiturHref && (
          <Anchor component={Link} to={debiturHref} size="sm">
            {t('creditApplications.detail.viewDebitur')}
          </Anchor>
        )
      }
    >
      <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="lg">
        <DetailField
          label={t('creditApplications.detail.applicationNo')}
          value={application.creditAppNo}
        />
        <DetailField
          label={t('creditApplications.detail.applicationDate')}
          value={application.creditAppDate}
        />
        <DetailField
          label={t('creditApplications.detail.debitur')}
          value={debiturNameOf(application.debitur)}
        />
        <DetailField
          label={t('creditApplications.detail.branch')}
          value={application.branch?.branchName}
        />
        <DetailField
          label={t('creditApplications.detail.creditType')}
          value={application.creditType?.creditappName}
        />
        <DetailField
          label={t('creditApplications.detail.plafond')}
          value={application.plafond ? formatRupiah(application.plafond.$numberDecimal) : null}
        />
        <DetailField
          label={t('creditApplications.detail.facilities')}
          value={application.facilities.map((facility) => facility.facilityName).join(', ')}
        />
        <DetailField
          label={t('creditApplications.detail.tenor')}
          value={dateRangeText(application.tenorStartDate, application.tenorEndDate)}
        />
        <DetailField
          label={t('creditApplications.detail.createdBy')}
          value={application.createdBy.name}
        />
      </SimpleGrid>
      <DetailField
        label={t('creditApplications.detail.creditDescription')}
        value={application.creditDesc}
      />
    </ActionCard>
  );
}
