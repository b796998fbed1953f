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
import { categoryOffered, findFileType, ownFileType } from './application-catalogue';
import * as types from './document-types.repository';

/**
 * The type an upload names: a type of the application's catalogue version by code (or id), live
 * and of a category its debitur sees, or for Lain-lain a new name, which becomes (or joins) the
 * application's own type.
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
    const type = await findFileType(tx, application.id, key);
    if (!type || (data.category && data.category !== type.categoryCode)) throw unknown();
    const offered =
      type.applicationId !== null ||
      (!type.retired &&
        type.category !== undefined &&
        categoryOffered(type.category, application.debiturType));
    if (!offered) throw unknown();
    return type;
  }
  if (data.category !== OTHER_DOCUMENTS_CATEGORY) throw unknown();
  const title = entry?.type?.trim();
  if (!title) throw invalidFields([{ path: 'documents.0.type', message: M.documentTypeRequired }]);
  return ownFileType(
    (await types.findOwnTypeByTitle(tx, application.id, title)) ??
      (await types.insertType(tx, {
        code: `other-${randomUUID()}`,
        categoryCode: OTHER_DOCUMENTS_CATEGORY,
        title,
        formMetaData: [...DEFAULT_META],
        position: 0,
        applicationId: application.id,
        createdBy: actor.userId,
      })),
  );
};
