import type { FieldError } from '@creditdesk/domain/shared/envelope.schemas';
import { messageCode } from '@creditdesk/domain/shared/message-codes';
import type { MessageParams } from '@creditdesk/domain/shared/message-index';
import type { Refusal } from '@creditdesk/domain/shared/refusal';
import type { z } from 'zod';

/** A rule broken by the caller; services throw these and one handler maps them to HTTP. */
export class DomainError extends Error {
  /**
   * `message` is a sentence of the domain tables; with `params`, the template whose `{{name}}`s
   * they fill (the answer carries its code, the params and the filled English).
   */
  constructor(
    readonly statusCode: number,
    message: string,
    readonly details?: FieldError[],
    readonly params?: MessageParams,
  ) {
    super(message);
  }
}

export class Invalid extends DomainError {
  constructor(message: string, details?: FieldError[]) {
    super(400, message, details);
  }
}

export class Unauthorized extends DomainError {
  constructor(message: string) {
    super(401, message);
  }
}

export class Forbidden extends DomainError {
  constructor(message = 'You do not have permission to do this.', params?: MessageParams) {
    super(403, message, undefined, params);
  }
}

export class NotFound extends DomainError {
  constructor(message = 'The requested data was not found.') {
    super(404, message);
  }
}

export class Conflict extends DomainError {
  constructor(message: string) {
    super(409, message);
  }
}

/** Throws the refusal a domain rule answered (`editRefusal`, ...); nothing when it allowed the act. */
export const refuse = (refusal: Refusal | undefined) => {
  if (refusal) throw new DomainError(refusal.status, refusal.message, undefined, refusal.params);
};

/** A field's error with the code of its message, which the web shows in the user's language. */
export const fieldError = (path: string, message: string): FieldError => {
  const code = messageCode(message);
  return code === undefined ? { path, message } : { path, message, code };
};

/** The 400 of field errors: the first field's message is the answer's message. */
export const invalidFields = (details: FieldError[]) =>
  new Invalid(
    details[0]?.message ?? 'Invalid input',
    details.map((detail) => fieldError(detail.path, detail.message)),
  );

/**
 * Parses `value` with a schema of `packages/domain`, or throws the 400 that names each field
 * refused; `field` prefixes the paths when the value came inside one field (JSON in a form).
 */
export const parseInput = <T extends z.ZodType>(schema: T, value: unknown, field?: string) => {
  const parsed = schema.safeParse(value);
  if (parsed.success) return parsed.data;
  throw invalidFields(
    parsed.error.issues.map((issue) =>
      fieldError(
        [...(field === undefined ? [] : [field]), ...issue.path.map(String)].join('.'),
        issue.message,
      ),
    ),
  );
};
