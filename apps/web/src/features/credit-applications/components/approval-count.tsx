import { SUB_MENUS } from '@creditdesk/domain/access/access-catalogue';
import { Badge, VisuallyHidden } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useCan } from '../../../lib/permissions';
import { getApprovalQueueQueryOptions } from '../api/get-approval-queue';

/** How often the count asks again while the page stays open: a Submit elsewhere shows within it. */
const REFRESH_MS = 60_000;
/** The count shows up to this; the queue itself says how many more. */
const SHOWN_MAX = 99;

/**
 * Beside Approval in the menu: how many applications wait for a decision the user may give now.
 * Under the lists' key, so his own decision and every list refresh update it.
 */
export function ApprovalCount() {
  const { t } = useTranslation();
  const canAct = useCan(SUB_MENUS.approval, 'Action');
  const queue = useQuery({
    ...getApprovalQueueQueryOptions({ canDecide: true, limit: 1 }),
    enabled: canAct,
    refetchInterval: REFRESH_MS,
  });
  const count = queue.data?.total ?? 0;
  if (!canAct || count === 0) return null;
  return (
    <>
      <Badge size="sm" color="orange" variant="filled" aria-hidden>
        {count > SHOWN_MAX ? `${SHOWN_MAX}+` : count}
      </Badge>
      <VisuallyHidden>{t('app.approvalCount', { count })}</VisuallyHidden>
    </>
  );
}
