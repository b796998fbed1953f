import {
  canonicalStatus,
  statusBadgeColour,
} from '@creditdesk/domain/credit-applications/credit-application-status';
import { useTranslation } from 'react-i18next';
import { StatusBadge } from '../../../components/ui/status-badge';

/** A credit application status in the user's language; its colour is the status's own. */
export function ApplicationStatusBadge({ status }: { status: string }) {
  const { t } = useTranslation();
  const canonical = canonicalStatus(status);
  return (
    <StatusBadge
      status={canonical ? t(`creditApplications.status.${canonical}`) : status}
      colour={statusBadgeColour(status)}
    />
  );
}
