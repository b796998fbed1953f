import {
  CREDIT_APPLICATION_MESSAGES,
  creditApplicationBodySchema,
  NEW_DEBITUR_FILE_MAX_BYTES,
  type CreditApplicationBody,
} from '@creditdesk/domain/credit-applications/credit-applications.schemas';
import type { DebiturData } from '@creditdesk/domain/debiturs/debiturs.schemas';
import type { Executor } from '../../db/client';
import type { Actor } from '../../plugins/actor';
import { Invalid, parseInput } from '../../core/errors';
import type { StoredUpload } from '../../kit/streamed-upload';
import { creditTypes } from '../credit-types/credit-types.table';
import { debiturForm, type DebitursService } from '../debiturs/debiturs.service';
import { facilities as facilitiesTable } from '../facilities/facilities.table';
import { CREDIT_APPLICATION_CONFLICTS as C } from '@creditdesk/domain/credit-applications/credit-application-conflicts.messages';
import { countExisting, findDebiturForApplication } from './credit-applications.repository';

/** A new debitur of the wizard: its checked data and its files, already in storage. */
export interface NewDebitur {
  data: DebiturData;
  stored: Parameters<DebitursService['createInTransaction']>[2];
}

/** The wizard's New Debitur documents: 20 MB, not the debitur area's 10 MB (spec section 9). */
export const NEW_DEBITUR_FILE_RULES = debiturForm.fileRules({
  maxBytes: NEW_DEBITUR_FILE_MAX_BYTES,
  tooLargeMessage: CREDIT_APPLICATION_MESSAGES.fileTooLarge,
  typeMessage: CREDIT_APPLICATION_MESSAGES.fileType,
});

/** The wizard body from JSON or multipart fields. */
export const parseCreditApplicationBody = (fields: Record<string, unknown>) =>
  parseInput(creditApplicationBodySchema, fields);

const invalidField = (path: string, message: string) => new Invalid(message, [{ path, message }]);

/** Credit type and facilities must exist; an unknown id counts as not selected. */
export const checkReferences = async (tx: Executor, body: CreditApplicationBody) => {
  if (body.creditType && (await countExisting(tx, creditTypes, [body.creditType])) < 1)
    throw invalidField('creditType', CREDIT_APPLICATION_MESSAGES.creditTypeRequired);
  const facilityIds = [...new Set(body.facilities ?? [])];
  if (
    facilityIds.length > 0 &&
    (await countExisting(tx, facilitiesTable, facilityIds)) < facilityIds.length
  )
    throw invalidField('facilities', CREDIT_APPLICATION_MESSAGES.facilitiesRequired);
  return facilityIds;
};

/**
 * The debitur, group and branch of the application: an existing debitur (active, same type)
 * or the new debitur written now; group and branch always come from the debitur.
 */
export const resolveDebitur = async (
  tx: Executor,
  debiturs: DebitursService,
  body: CreditApplicationBody,
  newDebitur: NewDebitur | undefined,
  actor: Actor,
) => {
  let debiturId: string | undefined;
  if (body.joinType === 'Existing Debitur') debiturId = body.debitur;
  else if (newDebitur)
    debiturId = await debiturs.createInTransaction(tx, newDebitur.data, newDebitur.stored, actor);
  if (!debiturId) return { debiturId: null, groupId: null, branchId: null };
  const scope = await actor.branchScope(tx);
  const debitur = await findDebiturForApplication(tx, debiturId, scope);
  if (!debitur || debitur.isArchive || debitur.type !== body.type)
    throw invalidField('debitur', C.debiturUnusable);
  return {
    debiturId: debitur.id,
    groupId: debitur.relatedGroupId,
    branchId: debitur.relatedBranchId,
  };
};

/** The new debitur's data and checked files, before anything is written. */
export const prepareNewDebitur = (body: CreditApplicationBody, received: StoredUpload[]) => {
  if (body.joinType !== 'New Debitur' || !body.newDebitur) {
    if (received.length > 0) throw invalidField('files', C.filesWithoutNewDebitur);
    return undefined;
  }
  const data = debiturForm.parseData(body.newDebitur, body.type);
  return { data, uploads: debiturForm.checkFiles(data.type, received, NEW_DEBITUR_FILE_RULES) };
};

/**
 * Runs `write` with the new debitur's files, which the route has stored (and removes again
 * if this does not commit).
 */
export const withNewDebitur = <T>(
  prepared: ReturnType<typeof prepareNewDebitur>,
  write: (newDebitur: NewDebitur | undefined) => Promise<T>,
) => write(prepared ? { data: prepared.data, stored: prepared.uploads } : undefined);
