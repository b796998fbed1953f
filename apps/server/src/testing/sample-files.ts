/**
 * The files tests upload, one definition for the server's tests and the journeys (which import
 * this module): the smallest bytes that each type check, reading the bytes, accepts.
 */

/** A PDF; `note` goes into a comment line, so that files of one test tell apart. */
export const pdfBytes = (note = 'test file') =>
  Buffer.from(`%PDF-1.7\n% ${note}\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n`);

export const PDF_BYTES = pdfBytes();

/** A 1x1 PNG: its signature and header chunk, which the type check reads. */
export const PNG_BYTES = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);
