import type { FieldError } from '@creditdesk/domain/shared/envelope.schemas';
import { issueMessage } from '@creditdesk/domain/shared/issue-messages';
import { englishMessage } from '@creditdesk/domain/shared/message-codes';
import { splitMessage, type MessageParams } from '@creditdesk/domain/shared/message-index';
import type { Refusal } from '@creditdesk/domain/shared/refusal';
import { REQUEST_MESSAGES } from '@creditdesk/domain/shared/request.messages';
import type { z } from 'zod';

/** A field refused: `message` is a code of the domain tables, with its values (`withParams`). */
export interface FieldRefusal {
  path: string;
  message: string;
}

/** A rule broken by the caller; services throw these and one handler maps them to HTTP. */
export class DomainError extends Error {
  /** The message's code in the domain tables; the answer's English is derived from it. */
  readonly code: string;
  readonly params?: MessageParams;

  /**
   * `message` is a code of the domain tables (`USER_MESSAGES.cannotDeleteSelf`), with its values
   * when made by `withParams`; `params` gives them apart. An unknown code throws here, at once.
   */
  constructor(
    readonly statusCode: number,
    message: string,
    readonly details?: FieldError[],
    params?: MessageParams,
  ) {
    const coded = splitMessage(message);
    const values = coded.params || params ? { ...coded.params, ...params } : undefined;
    super(englishMessage(coded.code, values));
    this.code = coded.code;
    this.params = values;
  }
}

export class Unauthorized extends DomainError {
  constructor(message: string) {
    super(401, message);
  }
}

export class Forbidden extends DomainError {
  constructor(message: string = REQUEST_MESSAGES.forbidden, params?: MessageParams) {
    super(403, message, undefined, params);
  }
}

export class NotFound extends DomainError {
  constructor(message: string = REQUEST_MESSAGES.notFound) {
    super(404, message);
  }
}

export class Conflict extends DomainError {
  constructor(message: string, params?: MessageParams) {
    super(409, message, undefined, params);
  }
}

/** Throws the refusal a domain rule answered (`editRefusal`, ...); nothing when it allowed the act. */
export const refuse = (refusal: Refusal | undefined) => {
  if (refusal) throw new DomainError(refusal.status, refusal.code, undefined, refusal.params);
};

/** A field's error: its code and values, which the web shows in the user's language, and the English. */
export const fieldError = ({ path, message }: FieldRefusal): FieldError => {
  const { code, params } = splitMessage(message);
  return { path, message: englishMessage(code, params), code, ...(params ? { params } : {}) };
};

/** Bad input: `details` names each field refused. */
export class Invalid extends DomainError {
  constructor(message: string, details?: FieldRefusal[], params?: MessageParams) {
    super(400, message, details?.map(fieldError), params);
  }
}

/** The 400 of field errors: the first field's message is the answer's message. */
export const invalidFields = (details: FieldRefusal[]) =>
  new Invalid(details[0]?.message ?? REQUEST_MESSAGES.invalidInput, details);

/**
 * Parses `value` with a schema of `packages/domain`, or throws the 400 that names each field
 * refused; `field` prefixes the paths when the value came inside one field (JSON in a form).
 */
export const parseInput = <T extends z.ZodType>(schema: T, value: unknown, field?: string) => {
  const parsed = schema.safeParse(value);
  if (parsed.success) return parsed.data;
  throw invalidFields(
    parsed.error.issues.map((issue) => ({
      path: [...(field === undefined ? [] : [field]), ...issue.path.map(String)].join('.'),
      message: issueMessage(issue),
    })),
  );
};
