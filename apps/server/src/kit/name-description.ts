import type { PgColumn } from 'drizzle-orm/pg-core';
import type { ListQuery } from '@creditdesk/domain/shared/list-query.schemas';
import type { Database } from '../db/client';
import type { Actor } from '../plugins/actor';
import { NotFound } from '../core/errors';
import { auditedRecords } from './audited-write';
import { recordRepository, type RecordTable } from './record-repository';

/** A master-data table holding a name and a description (facilities, credit types, groups). */
export type NameDescriptionTable = RecordTable & {
  name: PgColumn;
  description: PgColumn;
  createdBy: PgColumn;
};

/** A record as the API answers it: the name under the resource's own field (`facilityName`). */
export type NameDescriptionRecord<Name extends string> = Record<Name, string> & {
  _id: string;
  description: string | null;
  version: number;
  created: string;
  modified: string;
};

export type NameDescriptionBody<Name extends string> = Record<Name, string> & {
  description?: string | null | undefined;
  version?: number | undefined;
};

interface NameDescriptionRow {
  id: string;
  name: string;
  description: string | null;
  version: number;
  createdAt: Date;
  updatedAt: Date;
}

/** The queries of a name/description table, sortable by the name under its API field. */
export const nameDescriptionRepository = <T extends NameDescriptionTable>(
  table: T,
  nameField: string,
) =>
  recordRepository(table, {
    sortable: {
      created: table.createdAt,
      [nameField]: table.name,
      description: table.description,
      modified: table.updatedAt,
    },
    searchColumns: [table.name, table.description],
  });

/**
 * The service of a name/description resource: list (searched by name and description, sorted
 * by created, the name field, description or modified), get, create, update and delete, each
 * write audited as `entity`. An empty description is stored as null.
 */
export const nameDescriptionService = <T extends NameDescriptionTable, Name extends string>(
  db: Database,
  options: { table: T; nameField: Name; entity: string },
) => {
  const { table, nameField, entity } = options;
  const repository = nameDescriptionRepository(table, nameField);
  // The table type is generic, so its rows are typed loosely; every such table has these columns.
  const columnsOf = (row: T['$inferSelect']) => row as unknown as NameDescriptionRow;
  const records = auditedRecords(db, {
    repository,
    entity,
    auditView: (row) => {
      const { name, description } = columnsOf(row);
      return { [nameField]: name, description };
    },
  });
  const toRecord = (row: T['$inferSelect']) => {
    const { id, name, description, version, createdAt, updatedAt } = columnsOf(row);
    return {
      _id: id,
      [nameField]: name,
      description,
      version,
      created: createdAt.toISOString(),
      modified: updatedAt.toISOString(),
    } as NameDescriptionRecord<Name>;
  };
  const fields = (body: NameDescriptionBody<Name>) => ({
    name: body[nameField],
    description: body.description || null,
  });

  return {
    repository,
    async list(query: ListQuery) {
      const { rows, total } = await repository.list(db, query);
      return { data: rows.map(toRecord), total };
    },

    async get(id: string) {
      const row = await repository.find(db, id);
      if (!row) throw new NotFound();
      return toRecord(row);
    },

    async create(body: NameDescriptionBody<Name>, actor: Actor) {
      const values = { ...fields(body), createdBy: actor.userId } as T['$inferInsert'];
      return toRecord(await records.create(values, actor));
    },

    async update(id: string, body: NameDescriptionBody<Name>, actor: Actor) {
      return toRecord(await records.update(id, fields(body), body.version, actor));
    },

    async remove(id: string, actor: Actor) {
      await records.remove(id, actor);
    },
  };
};
