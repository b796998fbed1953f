import { sql } from 'drizzle-orm';
import { SUB_MENUS } from '@creditdesk/domain/access/access-catalogue';
import type { Executor } from '../../db/client';

/** A noted timeline entry with its application: what the mail says and whom it goes to. */
export type NoticeEvent = {
  eventId: string;
  event: string;
  detail: string | null;
  applicationId: string;
  creditAppNo: string;
  createdBy: string;
  decidedBy: string;
};

export type NoticeRecipient = {
  id: string;
  name: string;
  email: string;
  language: string | null;
};

/**
 * The oldest note no other instance holds and this run has not `passed` over, deleted in the
 * caller's transaction: it stays when the mail fails and the transaction rolls back, and no one
 * else mails it meanwhile.
 */
export const claimNextNotice = async (
  tx: Executor,
  passed: readonly string[],
): Promise<NoticeEvent | undefined> => {
  const { rows } = await tx.execute<NoticeEvent>(sql`
    with claimed as (
      delete from application_notices where event_id = (
        select event_id from application_notices
        where not (event_id = any(${sql.param([...passed])}::uuid[]))
        order by created_at, event_id
        for update skip locked limit 1)
      returning event_id)
    select e.id as "eventId", e.event, e.detail, a.id as "applicationId",
      a.credit_app_no as "creditAppNo", a.created_by as "createdBy", e.created_by as "decidedBy"
    from claimed join credit_application_events e on e.id = claimed.event_id
    join credit_applications a on a.id = e.application_id`);
  return rows[0];
};

/**
 * Who may decide the application now and asked to hear of it: active users holding
 * Approval/Action, of a role the frozen tier names (any, when it names none), who see its branch,
 * are not its creator and have not decided it yet in this round.
 */
export const approversToTell = async (tx: Executor, applicationId: string) => {
  const { rows } = await tx.execute<NoticeRecipient>(sql`
    select u.id, u.name, u.email, u.language
    from credit_applications a
    join users u on u.is_active and u.mail_when_waiting and u.id <> a.created_by
    join roles r on r.id = u.role_id
    where a.id = ${applicationId}
      and (a.approver_role_ids is null or u.role_id = any(a.approver_role_ids))
      and exists (select 1 from role_access ra join access_sub_menus s on s.id = ra.sub_menu_id
        where ra.role_id = r.id and s.name = ${SUB_MENUS.approval} and ra.access_type = 'Action')
      and (r.data_scope = 'all' or exists (select 1 from user_areas ua
        where ua.user_id = u.id and ua.branch_id = a.branch_id))
      and not exists (select 1 from credit_application_approvals p
        where p.application_id = a.id and p.created_by = u.id)
    order by u.name, u.id`);
  return rows;
};

/** The application's creator, when active and asked to hear of its decisions. */
export const creatorToTell = async (tx: Executor, userId: string) => {
  const { rows } = await tx.execute<NoticeRecipient>(sql`
    select id, name, email, language from users
    where id = ${userId} and is_active and mail_when_decided`);
  return rows;
};

/** The name of the user who decided, for the creator's mail. */
export const nameOf = async (tx: Executor, userId: string) => {
  const { rows } = await tx.execute<{ name: string }>(
    sql`select name from users where id = ${userId}`,
  );
  return rows[0]?.name ?? '';
};
