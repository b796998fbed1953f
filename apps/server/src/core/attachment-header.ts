import type { FastifyReply } from 'fastify';

/** RFC 5987 percent-encoding: encodeURIComponent leaves ' ( ) * as they are, the RFC does not. */
const rfc5987 = (value: string) =>
  encodeURIComponent(value).replace(
    /['()*]/g,
    (character) => `%${character.charCodeAt(0).toString(16).toUpperCase()}`,
  );

/** `attachment` with the original name, ASCII fallback plus the UTF-8 form (RFC 6266). */
export const attachmentHeader = (name: string) => {
  const ascii = name.replace(/[^\x20-\x7e]/g, '_').replace(/["\\]/g, '_');
  return `attachment; filename="${ascii}"; filename*=UTF-8''${rfc5987(name)}`;
};

/** What a download sends: the stored file's name, type and size, and its bytes. */
export interface Download {
  file: { name: string; contentType: string; size: number };
  stream: NodeJS.ReadableStream;
}

/** Sends a stored file as a download under its original name, kept by no cache on the way. */
export const sendAttachment = (
  reply: FastifyReply,
  file: Download['file'],
  stream: Download['stream'],
) =>
  reply
    .type(file.contentType)
    .header('content-length', file.size)
    .header('content-disposition', attachmentHeader(file.name))
    .header('cache-control', 'private, no-store')
    .send(stream);
