import type { AccessType } from '@creditdesk/domain/access/access-catalogue';
import type { Database } from '../../db/client';
import type { Actor } from '../../plugins/actor';
import { grantsOfRole } from './dashboard.repository';

/** Whether the actor's role holds an access: each part of the dashboard asks before it reads. */
export const grantsOfActor = async (db: Database, actor: Actor) => {
  const grants = actor.roleId ? await grantsOfRole(db, actor.roleId) : [];
  return (subMenu: string, access: AccessType) =>
    grants.some((grant) => grant.subMenu === subMenu && grant.access === access);
};
