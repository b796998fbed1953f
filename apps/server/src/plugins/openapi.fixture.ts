import { beforeAll } from 'vitest';
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
  minItems?: number;
  minimum?: number;
  enum?: unknown[];
  items?: Schema;
  properties?: Record<string, Schema>;
  oneOf?: Schema[];
  anyOf?: Schema[];
}
interface Operation {
  requestBody?: { content: Record<string, Media> };
  parameters?: { in: string; name: string; schema: Schema }[];
  responses: Record<string, { content?: Record<string, Media> }>;
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

export const operation = (method: string, path: string) => {
  const found = description.paths[path]?.[method];
  if (!found) throw new Error(`${method} ${path} is not in the description`);
  return found;
};
