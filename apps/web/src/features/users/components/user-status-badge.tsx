import { useTranslation } from 'react-i18next';
import { StatusBadge } from '../../../components/ui/status-badge';

/** Active (success) or Inactive (error). */
export function UserStatusBadge({ isActive }: { isActive: boolean }) {
  const { t } = useTranslation();
  return isActive ? (
    <StatusBadge status={t('users.statuses.active')} colour="success" />
  ) : (
    <StatusBadge status={t('users.statuses.inactive')} colour="error" />
  );
}
