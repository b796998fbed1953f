import { sql } from 'drizzle-orm';
import { pgTable, uniqueIndex } from 'drizzle-orm/pg-core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import { uniqueNameIndex, type ModuleDefinition } from '@creditdesk/domain/modules/define-module';
import { moduleSchemas } from '@creditdesk/domain/modules/module-schemas';
import { listQuerySchema } from '@creditdesk/domain/shared/list-query.schemas';
import { nameDescriptionColumns } from '../db/columns';
import { crudRoutes } from './crud-module';
import {
  nameDescriptionService,
  type NameDescriptionBody,
  type NameDescriptionRecord,
} from './name-description';

const buildTable = (definition: ModuleDefinition) =>
  pgTable(definition.table.name, nameDescriptionColumns(), (table) =>
    definition.table.uniqueName
      ? [uniqueIndex(uniqueNameIndex(definition)).on(sql`lower(${table.name})`)]
      : [],
  );
export type ModuleTable = ReturnType<typeof buildTable>;

// One table object a definition: the module's `*.table.ts` (which migrations and other modules'
// joins read) and its routes must query the same one.
const tables = new Map<ModuleDefinition, ModuleTable>();

/** A name/description module's table, from its definition (`uniqueNameIndex` when unique). */
export const nameDescriptionTable = (definition: ModuleDefinition): ModuleTable => {
  const table = tables.get(definition) ?? buildTable(definition);
  tables.set(definition, table);
  return table;
};

/** The six routes of a name/description module (`crudRoutes`), all from its definition. */
export const nameDescriptionModuleRoutes =
  (definition: ModuleDefinition): FastifyPluginAsyncZod =>
  async (app) => {
    const { api, noun, nameField } = definition;
    // The name's key is the definition's, known only at run time: these are its schemas' types.
    const schemas = moduleSchemas(definition) as unknown as {
      body: z.ZodType<NameDescriptionBody<string>>;
      record: z.ZodType<NameDescriptionRecord<string>>;
      query: typeof listQuerySchema;
    };
    crudRoutes(
      app,
      { subMenu: definition.subMenu.name, tags: [definition.word] },
      {
        paths: { list: api.list, item: api.item },
        listSummary: api.summary,
        schemas: {
          query: schemas.query,
          listItem: schemas.record,
          item: schemas.record,
          body: schemas.body,
        },
        noun,
        export: {
          name: definition.export.file,
          sheetName: definition.export.sheet,
          columns: [
            {
              header: definition.export.nameHeader,
              value: (row) => row[nameField],
              width: 30,
            },
            {
              header: { en: 'Description', id: 'Deskripsi' },
              value: (row) => row.description,
              width: 50,
            },
          ],
        },
        service: nameDescriptionService(app.db, {
          table: nameDescriptionTable(definition),
          nameField,
          entity: definition.entity,
        }),
      },
    );
  };
