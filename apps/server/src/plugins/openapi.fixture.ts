import { randomUUID } from 'node:crypto';
import { beforeAll } from 'vitest';
import type { Method, UploadFile } from '../testing/http';
import { recordsTestFile } from '../testing/records-test-file';
import { apiRoutes } from '../testing/route-table';

/**
 * What the OpenAPI test files share. Importing it gives the importing test file its own app with
 * one record of every kind, and the API description that app serves.
 */

export interface Media {
  schema?: Schema;
  encoding?: Record<string, { contentType: string }>;
}
export interface Schema {
  type?: string;
  format?: string;
  pattern?: string;
  minLength?: number;
  maxLength?: number;
  minItems?: number;
  minimum?: number;
  enum?: unknown[];
  items?: Schema;
  properties?: Record<string, Schema>;
  oneOf?: Schema[];
  anyOf?: Schema[];
  description?: string;
}
export interface Link {
  operationRef: string;
  parameters: Record<string, string>;
}
export interface Operation {
  requestBody?: { content: Record<string, Media> };
  parameters?: { in: string; name: string; schema: Schema }[];
  responses: Record<string, { content?: Record<string, Media>; links?: Record<string, Link> }>;
}
type Description = { paths: Record<string, Record<string, Operation>> };

export const { file, call, callMultipart } = recordsTestFile();
let description: Description;
beforeAll(async () => {
  description = (await call('GET', '/api/docs/json', undefined, {})).json();
});

/** The API's routes as the description names them: `/api/v1/role/{id}`, method in lower case. */
export const describedRoutes = () =>
  apiRoutes(file.context).map((route) => ({
    route,
    method: String(route.method).toLowerCase(),
    path: route.url.replaceAll(/:(\w+)/g, '{$1}'),
  }));

/** The operation an OpenAPI `operationRef` points to (`#/paths/~1api~1v1~1role~1{id}/get`). */
export const referredOperation = (ref: string) => {
  const [path, method] = ref
    .replace('#/paths/', '')
    .split('/')
    .map((part) => part.replaceAll('~1', '/').replaceAll('~0', '~')) as [string, string];
  return description.paths[path]?.[method];
};

export const operation = (method: string, path: string) => {
  const found = description.paths[path]?.[method];
  if (!found) throw new Error(`${method} ${path} is not in the description`);
  return found;
};

/**
 * A multipart body whose `jsonParts` are typed application/json, as a client generated from the
 * description sends them (`curl -F 'data=<d.json;type=application/json'`); a browser's FormData
 * cannot type a text part.
 */
const typedMultipart = (
  fields: Record<string, string>,
  jsonParts: readonly string[],
  files: UploadFile[],
) => {
  const boundary = `creditdesk-${randomUUID()}`;
  const head = (disposition: string, type?: string) =>
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; ${disposition}\r\n` +
        `${type ? `Content-Type: ${type}\r\n` : ''}\r\n`,
    );
  const parts = [
    ...Object.entries(fields).flatMap(([name, value]) => [
      head(`name="${name}"`, jsonParts.includes(name) ? 'application/json' : undefined),
      Buffer.from(`${value}\r\n`),
    ]),
    ...files.flatMap((upload) => [
      head(`name="${upload.key}"; filename="${upload.name}"`, upload.type ?? 'application/pdf'),
      upload.data,
      Buffer.from('\r\n'),
    ]),
  ];
  return {
    payload: Buffer.concat([...parts, Buffer.from(`--${boundary}--\r\n`)]),
    contentType: `multipart/form-data; boundary=${boundary}`,
  };
};

/** `callMultipart` with the parts `jsonParts` names typed application/json. */
export const callTypedMultipart = (
  method: Method,
  url: string,
  fields: Record<string, string>,
  jsonParts: readonly string[],
  files: UploadFile[] = [],
) => {
  const body = typedMultipart(fields, jsonParts, files);
  return call(method, url, body.payload, {
    ...file.records.headers,
    'content-type': body.contentType,
  });
};
