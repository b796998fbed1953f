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

/** The created record's id in a create's answer ({ message, response: { _id } }). */
const CREATED_ID = '$response.body#/response/_id';

/** A JSON pointer to an operation of the description, as OpenAPI's `operationRef` takes it. */
const operationRef = (path: string, method: string) =>
  `#/paths/${path.replaceAll('~', '~0').replaceAll('/', '~1')}/${method}`;

/**
 * Adds the links to every create: a POST answering 201 with the record's `_id`, whose path with
 * `/{id}` appended names the record (`POST /master-data/group` and `/master-data/group/{id}`).
 * A create whose answer holds no `_id` (a document upload answers its type and file) has none.
 */
export const linkCreatesToTheirRecord = (paths: Record<string, Operations | undefined>) => {
  for (const [path, operations] of Object.entries(paths)) {
    const created = operations?.post?.responses?.['201'];
    const answer = created?.content?.['application/json']?.schema;
    const itemPath = `${path.replace(/\/$/, '')}/{id}`;
    const item = paths[itemPath];
    if (!created || !answer?.properties?.response?.properties?._id || !item) continue;
    created.links = Object.fromEntries(
      Object.entries(LINKED_METHODS)
        .filter(([method]) => item[method])
        .map(([method, name]) => [
          name,
          { operationRef: operationRef(itemPath, method), parameters: { id: CREATED_ID } },
        ]),
    );
  }
};
