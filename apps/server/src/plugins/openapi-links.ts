/**
 * OpenAPI links from each create to the read, update and delete of the record it made, so that
 * a client (or a stateful fuzzer) can follow a record from the answer that gave its id.
 */

interface Answer {
  content?: Record<string, { schema?: AnswerSchema }>;
  links?: Record<string, { operationRef: string; parameters: Record<string, string> }>;
}
interface AnswerSchema {
  properties?: { response?: { properties?: Record<string, unknown> } };
}
type Operations = Record<string, { responses?: Record<string, Answer> } | undefined>;

/** What a link is named by the method of the operation it leads to. */
const LINKED_METHODS = { get: 'read', put: 'update', delete: 'delete' } as const;

/** A JSON pointer to an operation of the description, as OpenAPI's `operationRef` takes it. */
const operationRef = (path: string, method: string) =>
  `#/paths/${path.replaceAll('~', '~0').replaceAll('/', '~1')}/${method}`;

/**
 * The record's path under a create's (`/master-data/group` -> `/master-data/group/{id}`) and the
 * answer's field that fills its parameter: `_id` for an `{id}` when the record has one (the
 * spec's records), otherwise the field of the parameter's name (a catalogue category's `code`).
 */
const recordOf = (
  paths: Record<string, Operations | undefined>,
  path: string,
  fields: Record<string, unknown>,
) => {
  const base = `${path.replace(/\/$/, '')}/`;
  for (const [itemPath, item] of Object.entries(paths)) {
    const parameter =
      itemPath.startsWith(base) && /^\{(\w+)\}$/.exec(itemPath.slice(base.length))?.[1];
    if (!parameter || !item) continue;
    const field = parameter === 'id' && '_id' in fields ? '_id' : parameter;
    if (field in fields) return { itemPath, item, parameter, field };
  }
  return undefined;
};

/**
 * Adds the links to every create: a POST answering 201 with the record, whose path with its key
 * appended names the record (`POST /master-data/group` and `/master-data/group/{id}`). A create
 * whose answer holds no key of such a path (a document upload answers its type and file) has none.
 */
export const linkCreatesToTheirRecord = (paths: Record<string, Operations | undefined>) => {
  for (const [path, operations] of Object.entries(paths)) {
    const created = operations?.post?.responses?.['201'];
    const fields = created?.content?.['application/json']?.schema?.properties?.response?.properties;
    const record = created && fields && recordOf(paths, path, fields);
    if (!created || !record) continue;
    created.links = Object.fromEntries(
      Object.entries(LINKED_METHODS)
        .filter(([method]) => record.item[method])
        .map(([method, name]) => [
          name,
          {
            operationRef: operationRef(record.itemPath, method),
            parameters: { [record.parameter]: `$response.body#/response/${record.field}` },
          },
        ]),
    );
  }
};
