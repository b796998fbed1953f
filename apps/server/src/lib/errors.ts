import type { FieldError } from '@creditdesk/domain/shared/envelope.schemas';

/** A rule broken by the caller; services throw these and one handler maps them to HTTP. */
export class DomainError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
    readonly details?: FieldError[],
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
  constructor(message = 'You do not have permission to do this.') {
    super(403, message);
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
