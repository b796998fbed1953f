import {
  LINK_OPTIONS_LIMIT,
  LOGBOOK_MESSAGES,
  type LogbookLinkOptions,
  type LogbookLinkOptionsQuery,
  type LogbookBody,
  type LogbookEntry,
  type LogbookListQuery,
} from '@creditdesk/domain/logbook/logbook.schemas';
import { REQUEST_MESSAGES } from '@creditdesk/domain/shared/request.messages';
import type { Database, Executor } from '../../db/client';
import type { Actor } from '../../plugins/actor';
import type { BranchScope } from '../../core/branch-scope';
import { Conflict, invalidFields, NotFound } from '../../core/errors';
import { auditChange, auditCreated } from '../../kit/audited-write';
import { changedFields } from '../../plugins/audit/audit-diff';
import * as repository from './logbook.repository';
import type { logbookEntries } from './logbook.table';

const ENTITY = 'logbook-entry';

type EntryRow = typeof logbookEntries.$inferSelect;

const toEntry = ({
  entry,
  creditAppNo,
  debiturName,
  branchName,
  createdByName,
}: repository.LogbookRecord): LogbookEntry => ({
  _id: entry.id,
  version: entry.version,
  created: entry.createdAt.toISOString(),
  modified: entry.updatedAt.toISOString(),
  callAt: entry.callAt.toISOString(),
  caller: entry.caller,
  party: entry.party as LogbookEntry['party'],
  phone: entry.phone,
  creditApplication:
    entry.creditApplicationId && creditAppNo
      ? { _id: entry.creditApplicationId, creditAppNo }
      : null,
  debitur: entry.debiturId ? { _id: entry.debiturId, name: debiturName ?? '-' } : null,
  branch: entry.branchId && branchName ? { _id: entry.branchId, branchName } : null,
  topic: entry.topic,
  summary: entry.summary,
  receivedBy: entry.receivedBy,
  followUp: entry.followUp,
  personInCharge: entry.personInCharge,
  targetDate: entry.targetDate,
  status: entry.status as LogbookEntry['status'],
  closedAt: entry.closedAt?.toISOString() ?? null,
  createdBy: createdByName ? { _id: entry.createdBy, name: createdByName } : null,
});

/** What the audit trail keeps of a call. */
const auditView = (row: EntryRow) => ({
  callAt: row.callAt.toISOString(),
  caller: row.caller,
  party: row.party,
  phone: row.phone,
  creditApplicationId: row.creditApplicationId,
  debiturId: row.debiturId,
  branchId: row.branchId,
  topic: row.topic,
  summary: row.summary,
  receivedBy: row.receivedBy,
  followUp: row.followUp,
  personInCharge: row.personInCharge,
  targetDate: row.targetDate,
  status: row.status,
});

export const createLogbookService = (db: Database) => {
  /**
   * The linked application and debitur must be ones the actor sees (else 400 on the field). The
   * call belongs to the application's branch, else the debitur's, else the actor's own
   * (docs/decisions.md: Logbook).
   */
  const resolveLinks = async (
    executor: Executor,
    body: LogbookBody,
    actor: Actor,
    scope: BranchScope,
  ) => {
    const application = body.creditApplicationId
      ? await repository.applicationBranchInScope(executor, body.creditApplicationId, scope)
      : undefined;
    if (body.creditApplicationId && !application)
      throw invalidFields([
        { path: 'creditApplicationId', message: LOGBOOK_MESSAGES.applicationNotFound },
      ]);
    const debitur = body.debiturId
      ? await repository.debiturBranchInScope(executor, body.debiturId, scope)
      : undefined;
    if (body.debiturId && !debitur)
      throw invalidFields([{ path: 'debiturId', message: LOGBOOK_MESSAGES.debiturNotFound }]);
    const branchId =
      application?.branchId ??
      debitur?.branchId ??
      (await repository.firstAreaBranch(executor, actor.userId));
    return {
      creditApplicationId: body.creditApplicationId ?? null,
      debiturId: body.debiturId ?? null,
      branchId,
    };
  };

  const fieldsOf = (body: LogbookBody) => ({
    callAt: new Date(body.callAt),
    caller: body.caller,
    party: body.party,
    phone: body.phone,
    topic: body.topic,
    summary: body.summary,
    receivedBy: body.receivedBy,
    followUp: body.followUp || null,
    personInCharge: body.personInCharge,
    targetDate: body.targetDate,
  });

  const read = async (executor: Executor, id: string, scope: BranchScope) => {
    const record = await repository.findLogbookRecord(executor, id, scope);
    if (!record) throw new NotFound();
    return toEntry(record);
  };

  /** The call, locked, if the actor sees it; a stale version is a conflict. */
  const lockEntry = async (
    executor: Executor,
    id: string,
    scope: BranchScope,
    version: number | undefined,
  ) => {
    const before = await repository.findLogbookEntryForUpdate(executor, id, scope);
    if (!before) throw new NotFound();
    if (version !== undefined && version !== before.version)
      throw new Conflict(REQUEST_MESSAGES.staleRecord);
    return before;
  };

  /** Changes a call that is still Open: locked at the version the user saw, written, audited. */
  const changeOpenEntry = (
    id: string,
    version: number | undefined,
    actor: Actor,
    change: {
      action: 'updated' | 'closed';
      /** The refusal when the call is Closed already. */
      whenClosed: string;
      values: (tx: Executor, scope: BranchScope) => Promise<Partial<EntryRow>>;
    },
  ) =>
    db.transaction(async (tx) => {
      const scope = await actor.branchScope(tx);
      const before = await lockEntry(tx, id, scope, version);
      if (before.status === 'Closed') throw new Conflict(change.whenClosed);
      const after = await repository.updateLogbookEntry(tx, id, await change.values(tx, scope));
      await auditChange(tx, actor, {
        entity: ENTITY,
        entityId: id,
        action: change.action,
        ...changedFields(auditView(before), auditView(after)),
      });
      return read(tx, id, scope);
    });

  return {
    /** The form's link choices: the searched ones, with the chosen ones first. */
    async linkOptions(query: LogbookLinkOptionsQuery, actor: Actor): Promise<LogbookLinkOptions> {
      const scope = await actor.branchScope(db);
      const limit = LINK_OPTIONS_LIMIT;
      const search = query.search || undefined;
      const [chosenApplication, applications, chosenDebitur, foundDebiturs] = [
        query.creditApplicationId
          ? await repository.applicationOptions(
              db,
              { id: query.creditApplicationId, limit: 1 },
              scope,
            )
          : [],
        await repository.applicationOptions(db, { search, limit }, scope),
        query.debiturId
          ? await repository.debiturOptions(db, { id: query.debiturId, limit: 1 }, scope)
          : [],
        await repository.debiturOptions(db, { search, limit }, scope),
      ];
      const unique = <T extends { _id: string }>(rows: T[]) => [
        ...new Map(rows.map((row) => [row._id, row])).values(),
      ];
      return {
        applications: unique([...chosenApplication, ...applications]),
        debiturs: unique([...chosenDebitur, ...foundDebiturs]),
      };
    },

    async list(query: LogbookListQuery, actor: Actor) {
      const { rows, total } = await repository.listLogbookEntries(
        db,
        query,
        await actor.branchScope(db),
      );
      return { data: rows.map(toEntry), total };
    },

    async get(id: string, actor: Actor) {
      return read(db, id, await actor.branchScope(db));
    },

    create: (body: LogbookBody, actor: Actor) =>
      db.transaction(async (tx) => {
        const scope = await actor.branchScope(tx);
        const created = await repository.insertLogbookEntry(tx, {
          ...fieldsOf(body),
          ...(await resolveLinks(tx, body, actor, scope)),
          createdBy: actor.userId,
        });
        await auditCreated(tx, actor, ENTITY, created.id, auditView(created));
        return read(tx, created.id, scope);
      }),

    /** A closed call is kept as it was closed. */
    update: (id: string, body: LogbookBody, actor: Actor) =>
      changeOpenEntry(id, body.version, actor, {
        action: 'updated',
        whenClosed: LOGBOOK_MESSAGES.closedNotEditable,
        values: async (tx, scope) => ({
          ...fieldsOf(body),
          ...(await resolveLinks(tx, body, actor, scope)),
        }),
      }),

    close: (id: string, version: number | undefined, actor: Actor) =>
      changeOpenEntry(id, version, actor, {
        action: 'closed',
        whenClosed: LOGBOOK_MESSAGES.alreadyClosed,
        values: async () => ({ status: 'Closed', closedAt: new Date() }),
      }),
  };
};
