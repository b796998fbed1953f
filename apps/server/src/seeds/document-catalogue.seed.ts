import { sql } from 'drizzle-orm';
import { DOCUMENT_CATALOGUE } from '@creditdesk/domain/documents/document-catalogue';
import type { Executor } from '../db/client';
import { documentCategories, documentTypes } from '../modules/documents/documents.table';

/**
 * Brings the document categories and catalogue types in line with the domain's catalogue; safe
 * on every start. Types are matched by their code, so their ids (which uploaded documents
 * reference) survive a change of title, fields or position. Types a user added with 'Add Other
 * Document' belong to their application and are left alone.
 */
export const seedDocumentCatalogue = async (executor: Executor) => {
  for (const [categoryPosition, category] of DOCUMENT_CATALOGUE.entries()) {
    await executor
      .insert(documentCategories)
      .values({
        code: category.code,
        title: category.title,
        debiturType: category.debiturType ?? null,
        position: categoryPosition,
      })
      .onConflictDoUpdate({
        target: documentCategories.code,
        set: {
          title: category.title,
          debiturType: category.debiturType ?? null,
          position: categoryPosition,
        },
      });
    if (category.types.length === 0) continue;
    await executor
      .insert(documentTypes)
      .values(
        category.types.map((definition, position) => ({
          code: definition.code,
          categoryCode: category.code,
          title: definition.title,
          mandatory: definition.mandatory === 'none' ? null : definition.mandatory,
          formMetaData: [...definition.formMetaData],
          dueField: definition.dueField ?? null,
          position,
        })),
      )
      .onConflictDoUpdate({
        target: documentTypes.code,
        set: {
          categoryCode: sql`excluded.category_code`,
          title: sql`excluded.title`,
          mandatory: sql`excluded.mandatory`,
          formMetaData: sql`excluded.form_meta_data`,
          dueField: sql`excluded.due_field`,
          position: sql`excluded.position`,
        },
        setWhere: sql`${documentTypes.applicationId} is null`,
      });
  }
};
