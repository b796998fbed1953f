import { randomUUID } from 'node:crypto';
import { z } from 'zod';
import type { DebiturType } from '@creditdesk/domain/debiturs/debiturs.schemas';
import {
  DEFAULT_META,
  OTHER_DOCUMENTS_CATEGORY,
} from '@creditdesk/domain/documents/document-fields';
import {
  DOCUMENT_MESSAGES as M,
  type DocumentUploadData,
} from '@creditdesk/domain/documents/documents.schemas';
import type { Executor } from '../../db/client';
import type { Actor } from '../../plugins/actor';
import { invalidFields } from '../../core/errors';
import * as types from './document-types.repository';

/**
 * The type an upload names: a catalogued type by code (or id) of the debitur's categories, or
 * for Lain-lain a new name, which becomes (or joins) the application's own type.
 */
export const resolveUploadType = async (
  tx: Executor,
  application: { id: string; debiturType: DebiturType },
  data: DocumentUploadData,
  actor: Actor,
) => {
  const entry = data.documents[0];
  const unknown = () => invalidFields([{ path: 'documents.0.code', message: M.typeUnknown }]);
  const key = entry?.code
    ? { code: entry.code }
    : entry?.type && z.uuid().safeParse(entry.type).success
      ? { id: entry.type }
      : undefined;
  if (key) {
    const type = await types.findTypeOfApplication(tx, application.id, key);
    const categories = await types.listCategories(tx);
    const category = categories.find((candidate) => candidate.code === type?.categoryCode);
    if (
      !type ||
      !category ||
      (category.debiturType && category.debiturType !== application.debiturType) ||
      (data.category && data.category !== type.categoryCode)
    )
      throw unknown();
    return type;
  }
  if (data.category !== OTHER_DOCUMENTS_CATEGORY) throw unknown();
  const title = entry?.type?.trim();
  if (!title) throw invalidFields([{ path: 'documents.0.type', message: M.documentTypeRequired }]);
  return (
    (await types.findOwnTypeByTitle(tx, application.id, title)) ??
    types.insertType(tx, {
      code: `other-${randomUUID()}`,
      categoryCode: OTHER_DOCUMENTS_CATEGORY,
      title,
      formMetaData: [...DEFAULT_META],
      position: 0,
      applicationId: application.id,
      createdBy: actor.userId,
    })
  );
};
