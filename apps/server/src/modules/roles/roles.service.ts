import type { AccessMenu } from '@creditdesk/domain/access/access.schemas';
import type { AccessType } from '@creditdesk/domain/access/access-catalogue';
import {
  dataScopeOf,
  PRIVILEGE_MESSAGES,
  type DataScope,
} from '@creditdesk/domain/access/privilege';
import { subMenuAccessText } from '@creditdesk/domain/roles/role-access-text';
import { ROLE_MESSAGES, type Role, type RoleBody } from '@creditdesk/domain/roles/roles.schemas';
import { withParams } from '@creditdesk/domain/shared/message-index';
import type { ListQuery } from '@creditdesk/domain/shared/list-query.schemas';
import { REQUEST_MESSAGES } from '@creditdesk/domain/shared/request.messages';
import type { Database, Executor } from '../../db/client';
import { SUPER_ADMIN_ROLE } from '@creditdesk/domain/access/built-in-role';
import type { Actor } from '../../plugins/actor';
import type { PrincipalChanges } from '../../plugins/principal-changes';
import { Conflict, Forbidden, Invalid, NotFound, type FieldRefusal } from '../../core/errors';
import { withLinks } from '../../core/grouped-rows';
import { assertMayGrant, grantorOf, rightsOf } from './privilege.service';
import { auditCreated, auditDeleted, auditUpdated } from '../../kit/audited-write';
import * as repository from './roles.repository';

/**
 * The seed finds Super Admin by its name and re-grants it everything on every start, so a rename
 * would spawn a second Super Admin and removed access would come back: it is kept as seeded.
 */
const isBuiltIn = (row: repository.RoleRow) => row.name === SUPER_ADMIN_ROLE;

/** Grant rows (catalogue order) as the answer's menus, each with the sub menus it holds. */
const toAccess = (grants: repository.GrantRow[] = []): Role['access'] => {
  const menus: Role['access'] = [];
  for (const grant of grants) {
    let menu = menus.at(-1)?.accessId;
    if (menu?._id !== grant.menuId) {
      menu = { _id: grant.menuId, name: grant.menuName, subMenu: [] };
      menus.push({ accessId: menu });
    }
    let subMenu = menu.subMenu.at(-1);
    if (subMenu?._id !== grant.subMenuId) {
      subMenu = { _id: grant.subMenuId, name: grant.subMenuName, access: [] };
      menu.subMenu.push(subMenu);
    }
    subMenu.access.push(grant.accessType);
  }
  return menus;
};

const toRole = (row: repository.RoleRow, grants?: repository.GrantRow[]): Role => ({
  _id: row.id,
  name: row.name,
  builtIn: isBuiltIn(row),
  dataScope: dataScopeOf(row.dataScope),
  access: toAccess(grants),
  version: row.version,
  created: row.createdAt.toISOString(),
  modified: row.updatedAt.toISOString(),
});

/** What the audit trail keeps of a role: its name and one 'Sub Menu: Types' line per sub menu. */
const auditView = (row: repository.RoleRow, grants?: repository.GrantRow[]) => ({
  name: row.name,
  dataScope: row.dataScope,
  access: toAccess(grants).flatMap(({ accessId }) => accessId.subMenu.map(subMenuAccessText)),
});

interface ResolvedGrant {
  subMenuId: string;
  subMenuName: string;
  accessType: AccessType;
}

/**
 * The grants a payload asks for, checked against the stored catalogue: every menu and sub menu
 * must exist, each sub menu must sit under its menu and offer the types asked for. Repeated
 * sub menus or types are merged.
 */
const resolveGrants = (access: RoleBody['access'], catalogue: AccessMenu[]) => {
  const menus = new Map(catalogue.map((menu) => [menu._id, menu]));
  const subMenus = new Map(
    catalogue.flatMap((menu) => menu.subMenu.map((subMenu) => [subMenu._id, { menu, subMenu }])),
  );
  const problems: FieldRefusal[] = [];
  const grants = new Map<string, ResolvedGrant>();
  access.forEach((menuGrant, menuIndex) => {
    const menu = menus.get(menuGrant.accessId);
    if (!menu) {
      problems.push({
        path: `access.${menuIndex}.accessId`,
        message: withParams(ROLE_MESSAGES.unknownMenu, { id: menuGrant.accessId }),
      });
      return;
    }
    menuGrant.subMenu.forEach((subMenuGrant, subMenuIndex) => {
      const path = `access.${menuIndex}.subMenu.${subMenuIndex}`;
      const found = subMenus.get(subMenuGrant.subMenuId);
      if (!found) {
        problems.push({
          path: `${path}.subMenuId`,
          message: withParams(ROLE_MESSAGES.unknownSubMenu, { id: subMenuGrant.subMenuId }),
        });
        return;
      }
      if (found.menu._id !== menu._id) {
        problems.push({
          path: `${path}.subMenuId`,
          message: withParams(ROLE_MESSAGES.subMenuOutsideMenu, {
            subMenu: found.subMenu.name,
            menu: menu.name,
          }),
        });
        return;
      }
      subMenuGrant.access.forEach((type, typeIndex) => {
        const offered = found.subMenu.access.find((candidate) => candidate === type);
        if (offered) {
          grants.set(`${found.subMenu._id} ${offered}`, {
            subMenuId: found.subMenu._id,
            subMenuName: found.subMenu.name,
            accessType: offered,
          });
        } else {
          problems.push({
            path: `${path}.access.${typeIndex}`,
            message: withParams(ROLE_MESSAGES.accessTypeNotOffered, {
              accessType: type,
              subMenu: found.subMenu.name,
            }),
          });
        }
      });
    });
  });
  const [first] = problems;
  if (first) throw new Invalid(first.message, problems);
  return [...grants.values()];
};

const grantsOf = async (executor: Executor, roleId: string) =>
  (await repository.grantsOfRoles(executor, [roleId])).get(roleId);

const grantKeys = (grants: { subMenuId: string; accessType: string }[] = []) =>
  grants.map((grant) => `${grant.subMenuId} ${grant.accessType}`).sort();

/** Nobody sets rights or a data scope on a role that he could not give himself (403). */
const checkGrantable = async (
  tx: Executor,
  actor: Actor,
  grants: ResolvedGrant[],
  dataScope: DataScope,
) =>
  assertMayGrant(await grantorOf(tx, actor), {
    builtIn: false,
    dataScope,
    permissions: rightsOf(grants),
  });

export const createRolesService = (db: Database, principalChanges: PrincipalChanges) => {
  const getRole = async (id: string) => {
    const row = await repository.findRole(db, id);
    if (!row) throw new NotFound();
    return toRole(row, await grantsOf(db, id));
  };

  return {
    catalogue: () => repository.listAccessCatalogue(db),

    async list(query: ListQuery) {
      const { rows, total } = await repository.listRoles(db, query);
      const data = await withLinks(rows, (ids) => repository.grantsOfRoles(db, ids), toRole);
      return { data, total };
    },

    get: getRole,

    async create(body: RoleBody, actor: Actor) {
      const id = await db.transaction(async (tx) => {
        const grants = resolveGrants(body.access, await repository.listAccessCatalogue(tx));
        await checkGrantable(tx, actor, grants, body.dataScope);
        const created = await repository.insertRole(tx, {
          name: body.name,
          dataScope: body.dataScope,
          createdBy: actor.userId,
        });
        await repository.replaceGrants(tx, created.id, grants);
        await auditCreated(
          tx,
          actor,
          'role',
          created.id,
          auditView(created, await grantsOf(tx, created.id)),
        );
        return created.id;
      });
      return getRole(id);
    },

    async update(id: string, body: RoleBody, actor: Actor) {
      await db.transaction(async (tx) => {
        const before = await repository.findRole(tx, id);
        if (!before) throw new NotFound();
        if (isBuiltIn(before)) throw new Conflict(ROLE_MESSAGES.builtInNotChangeable);
        const grants = resolveGrants(body.access, await repository.listAccessCatalogue(tx));
        const grantsBefore = await grantsOf(tx, id);
        // A rename of one's own role changes nothing he may do; its rights and scope are not his to set.
        if (
          id === actor.roleId &&
          (before.dataScope !== body.dataScope ||
            grantKeys(grantsBefore).join() !== grantKeys(grants).join())
        )
          throw new Forbidden(PRIVILEGE_MESSAGES.ownRoleAccess);
        await checkGrantable(tx, actor, grants, body.dataScope);
        const after = await repository.updateRole(
          tx,
          id,
          { name: body.name, dataScope: body.dataScope },
          body.version,
        );
        if (!after) throw new Conflict(REQUEST_MESSAGES.staleRecord);
        await repository.replaceGrants(tx, id, grants);
        // Its users' rights and scope: every instance reads them afresh.
        await principalChanges.publish(tx, { roleId: id });
        await auditUpdated(
          tx,
          actor,
          'role',
          id,
          auditView(before, grantsBefore),
          auditView(after, await grantsOf(tx, id)),
        );
      });
      return getRole(id);
    },

    async remove(id: string, actor: Actor) {
      await db.transaction(async (tx) => {
        const role = await repository.findRole(tx, id);
        if (!role) throw new NotFound();
        if (isBuiltIn(role)) throw new Conflict(ROLE_MESSAGES.builtInNotDeletable);
        const grants = await grantsOf(tx, id);
        await repository.deleteRole(tx, id);
        await principalChanges.publish(tx, { roleId: id });
        await auditDeleted(tx, actor, 'role', id, auditView(role, grants));
      });
    },
  };
};
export type RolesService = ReturnType<typeof createRolesService>;
