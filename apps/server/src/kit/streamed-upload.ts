import { createHash, randomUUID } from 'node:crypto';
import type { FastifyBaseLogger, FastifyRequest } from 'fastify';
import type { Database } from '../db/client';
import type { Storage } from '../plugins/storage';
import { withParams } from '@creditdesk/domain/shared/message-index';
import { REQUEST_MESSAGES } from '@creditdesk/domain/shared/request.messages';
import { DomainError, Invalid } from '../core/errors';
import { refuseDeepNesting, refuseNul, valueNestsDeeperThan } from '../core/input-guard';

/**
 * Uploads streamed to storage as they arrive: the type is judged from the first bytes, the size
 * is counted and the SHA-256 computed on the way, and nothing but the head (at most 64 KiB) is
 * held in memory. A refusal stops the stream, and storage keeps nothing of it.
 */

/** The bytes the type is judged on; enough for a zip's first entries (Word, Excel). */
const SNIFF_BYTES = 64 * 1024;
const NAME_MAX = 255;

/** A type the rules accept, from the file's first bytes and its name. */
export interface SniffedType {
  contentType: string;
  /**
   * Checks each chunk as it passes, for formats without a signature (csv); `end` is called once
   * after the last chunk. Either returning false refuses the file as the wrong type.
   */
  checker?: () => { chunk: (bytes: Uint8Array) => boolean; end: () => boolean };
}

export interface UploadRules {
  maxBytes: number;
  tooLargeMessage: string;
  typeMessage: string;
  sniff: (head: Uint8Array, name: string) => Promise<SniffedType | undefined>;
  /** The answer to a body that cannot be read; `REQUEST_MESSAGES.malformedUpload` unless given. */
  malformedMessage?: string;
}

/** A file that passed the rules and is in storage. */
export interface StoredUpload {
  /** The multipart field it came in (`file`, `file_0`). */
  field: string;
  name: string;
  contentType: string;
  size: number;
  sha256: string;
  storageKey: string;
}

/** What the row of a stored upload keeps of it (the table's `storedFileColumns`). */
export const storedFileValues = ({
  name,
  contentType,
  size,
  sha256,
  storageKey,
}: StoredUpload) => ({
  name,
  contentType,
  size,
  sha256,
  storageKey,
});

/** A download name without path parts or control characters. */
export const safeFileName = (name: string, fallback: string) => {
  const base = name.split(/[\\/]/).pop() ?? '';
  // eslint-disable-next-line no-control-regex -- control characters are what is removed
  const cleaned = base.replace(/[\u0000-\u001f\u007f]/g, '').trim();
  return (cleaned || fallback).slice(-NAME_MAX);
};

/** @fastify/multipart's error for a part typed application/json that is not JSON (a 406). */
const JSON_PART_INVALID = 'FST_INVALID_JSON_FIELD_ERROR';

/**
 * An error while reading the request (a body cut short, a broken part header, a JSON part that is
 * not JSON) is the client's: 400, unless the multipart reader already gave it a status of its own
 * (a limit: 413).
 */
const asClientError = (error: unknown, malformedMessage: string) => {
  const { statusCode, code } = error as { statusCode?: unknown; code?: unknown };
  if (code === JSON_PART_INVALID) return new Invalid(REQUEST_MESSAGES.jsonPartInvalid);
  return typeof statusCode === 'number' && statusCode < 500 ? error : new Invalid(malformedMessage);
};
const readFrom = <T>(
  iterator: AsyncIterator<T>,
  malformedMessage: string = REQUEST_MESSAGES.malformedUpload,
) =>
  iterator.next().catch((error: unknown) => {
    throw asClientError(error, malformedMessage);
  });

/**
 * A sniff that records the type the bytes show (or `UNRECOGNISED_TYPE`) and refuses nothing,
 * for forms whose other fields are judged first: the caller refuses the type afterwards.
 */
export const UNRECOGNISED_TYPE = 'application/octet-stream';
export const recordTypeBy =
  (detect: (head: Uint8Array) => string | undefined): UploadRules['sniff'] =>
  async (head) => ({ contentType: detect(head) ?? UNRECOGNISED_TYPE });

const tooLarge = (rules: UploadRules) => new DomainError(413, rules.tooLargeMessage);
const wrongType = (rules: UploadRules) => new DomainError(415, rules.typeMessage);

/**
 * Streams `source` into storage under `storageKey`. Answers undefined for an empty file (stored
 * nothing; `readStreamedMultipart` refuses it), 413 as soon as the bytes pass `maxBytes`, 415 when the type is refused.
 */
export const storeStream = async (
  storage: Storage,
  storageKey: string,
  source: AsyncIterable<Uint8Array>,
  name: string,
  rules: UploadRules,
): Promise<Omit<StoredUpload, 'field' | 'name' | 'storageKey'> | undefined> => {
  const iterator = source[Symbol.asyncIterator]();
  try {
    const head: Uint8Array[] = [];
    let headSize = 0;
    let ended = false;
    while (headSize < SNIFF_BYTES) {
      const next = await readFrom(iterator, rules.malformedMessage);
      if (next.done) {
        ended = true;
        break;
      }
      head.push(next.value);
      headSize += next.value.length;
      if (headSize > rules.maxBytes) throw tooLarge(rules);
    }
    if (headSize === 0) return undefined;
    const first = Buffer.concat(head);
    const type = await rules.sniff(first, name);
    if (!type) throw wrongType(rules);
    const checker = type.checker?.();
    const hash = createHash('sha256');
    let size = 0;
    const pass = (chunk: Uint8Array) => {
      size += chunk.length;
      if (size > rules.maxBytes) throw tooLarge(rules);
      if (checker && !checker.chunk(chunk)) throw wrongType(rules);
      hash.update(chunk);
      return chunk;
    };
    async function* body() {
      yield pass(first);
      while (!ended) {
        const next = await readFrom(iterator, rules.malformedMessage);
        if (next.done) break;
        yield pass(next.value);
      }
      ended = true;
      if (checker && !checker.end()) throw wrongType(rules);
    }
    await storage.put(storageKey, body());
    return { contentType: type.contentType, size, sha256: hash.digest('hex') };
  } finally {
    // A refused file is not read to its end; its source is closed instead.
    await iterator.return?.();
  }
};

/** What a service that keeps uploaded files is made of; the log takes what could not be removed. */
export interface FileServiceDeps {
  db: Database;
  storage: Storage;
  log: FastifyBaseLogger;
}

/** Removes stored files, logging (not throwing) what could not be removed. */
export const discardStored = async (storage: Storage, keys: string[], log: FastifyBaseLogger) => {
  const results = await Promise.allSettled(keys.map((key) => storage.remove(key)));
  for (const result of results) {
    if (result.status === 'rejected') log.error({ err: result.reason }, 'could not remove a file');
  }
};

/**
 * A text part as the text it holds. A part typed application/json (as the API description says
 * JSON parts are sent) arrives parsed by @fastify/multipart: its value is turned back into the
 * text an untyped part would hold, so both are read the same way by the route. A string stays
 * the string it holds.
 */
const fieldText = (part: { mimetype: string; value: unknown }) => {
  if (part.mimetype !== 'application/json') return String(part.value);
  if (typeof part.value === 'string') return part.value;
  if (valueNestsDeeperThan(part.value)) throw new Invalid(REQUEST_MESSAGES.nestedTooDeeply);
  return JSON.stringify(part.value);
};

/**
 * The text fields and files of a multipart request, each file streamed into storage under
 * `keyPrefix` as it arrives. Only fields `acceptsFile` names may carry files, others are refused,
 * or passed over unread when `skipsFile` names them; an empty file and a second file in one field
 * are refused. If anything is refused, the files stored so far are removed again.
 */
export const readStreamedMultipart = async (
  request: FastifyRequest,
  options: {
    storage: Storage;
    keyPrefix: string;
    rules: UploadRules;
    acceptsFile: (field: string) => boolean;
    skipsFile?: (field: string) => boolean;
  },
) => {
  const fields: Record<string, string> = {};
  const files: StoredUpload[] = [];
  const parts = request.parts()[Symbol.asyncIterator]();
  try {
    const nextPart = () => readFrom(parts, options.rules.malformedMessage);
    for (let next = await nextPart(); !next.done; next = await nextPart()) {
      const part = next.value;
      if (part.type === 'field') {
        refuseNul(part.fieldname, part.value);
        const text = fieldText(part);
        // A form's JSON parts (a debitur's data, a user's area) are held to a JSON body's depth.
        refuseDeepNesting(text);
        fields[part.fieldname] = text;
        continue;
      }
      refuseNul(part.fieldname, part.filename);
      if (options.skipsFile?.(part.fieldname)) {
        part.file.resume();
        continue;
      }
      if (!options.acceptsFile(part.fieldname)) {
        const message = withParams(REQUEST_MESSAGES.unexpectedFile, { field: part.fieldname });
        throw new Invalid(message, [{ path: part.fieldname, message }]);
      }
      // A second file in one field would be stored and never referenced.
      if (files.some((file) => file.field === part.fieldname))
        throw new Invalid(REQUEST_MESSAGES.fileRepeated, [
          { path: part.fieldname, message: REQUEST_MESSAGES.fileRepeated },
        ]);
      const storageKey = `${options.keyPrefix}/${randomUUID()}`;
      const stored = await storeStream(
        options.storage,
        storageKey,
        part.file,
        part.filename,
        options.rules,
      );
      if (!stored)
        throw new Invalid(REQUEST_MESSAGES.fileEmpty, [
          { path: part.fieldname, message: REQUEST_MESSAGES.fileEmpty },
        ]);
      files.push({
        ...stored,
        field: part.fieldname,
        name: safeFileName(part.filename, part.fieldname),
        storageKey,
      });
    }
  } catch (error) {
    await discardStored(
      options.storage,
      files.map((file) => file.storageKey),
      request.log,
    );
    throw error;
  }
  return { fields, files };
};

/**
 * Runs `use` (the checks and the transaction that saves the files' rows) with files already in
 * storage; if it throws, the files are removed again, so no file stays without its row.
 */
export const keepIfCommitted = async <T>(
  storage: Storage,
  log: FastifyBaseLogger,
  files: Pick<StoredUpload, 'storageKey'>[],
  use: () => Promise<T>,
) => {
  try {
    return await use();
  } catch (error) {
    await discardStored(
      storage,
      files.map((file) => file.storageKey),
      log,
    );
    throw error;
  }
};
