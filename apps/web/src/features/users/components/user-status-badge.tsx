import type { UserStatus } from '@creditdesk/domain/users/users.schemas';
import { StatusBadge } from '../../../components/ui/status-badge';

export const STATUS_LABELS: Record<UserStatus, string> = { active: 'Active', inactive: 'Inactive' };

/** Active (success) or Inactive (error). */
export function UserStatusBadge({ isActive }: { isActive: boolean }) {
  return isActive ? (
    <StatusBadge status={STATUS_LABELS.active} colour="success" />
  ) : (
    <StatusBadge status={STATUS_LABELS.inactive} colour="error" />
  );
}
