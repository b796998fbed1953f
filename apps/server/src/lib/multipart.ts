import type { MultipartFile } from '@fastify/multipart';
import type { FastifyRequest } from 'fastify';
import { REQUEST_MESSAGES } from '@creditdesk/domain/shared/request.messages';
import { DomainError, Invalid } from './errors';
import { refuseNul } from './input-guard';

/** An error the multipart plugin gives a status below 500 (too many parts, too large). */
const isClientError = (error: unknown) => {
  const statusCode = (error as { statusCode?: unknown }).statusCode;
  return typeof statusCode === 'number' && statusCode >= 400 && statusCode < 500;
};

/**
 * Reads a multipart request: the text fields are returned, each file is handed to `onFile` as it
 * streams in. Every field's name and value, and each file's name, are refused when they hold a NUL
 * character. A body the parser cannot read (a boundary other than the header's, a body cut short)
 * is answered 400 rather than failing as a server error.
 */
export const readMultipartParts = async (
  request: FastifyRequest,
  onFile: (file: MultipartFile) => Promise<void>,
) => {
  const fields: Record<string, unknown> = {};
  try {
    for await (const part of request.parts()) {
      if (part.type === 'field') {
        refuseNul(part.fieldname, part.value);
        fields[part.fieldname] = part.value;
        continue;
      }
      refuseNul(part.fieldname, part.filename);
      await onFile(part);
    }
  } catch (error) {
    if (error instanceof DomainError || isClientError(error)) throw error;
    throw new Invalid(REQUEST_MESSAGES.malformedMultipart);
  }
  return fields;
};
