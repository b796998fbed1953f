import type { ListQuery } from '@creditdesk/domain/shared/list-query.schemas';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, type RequestOptions } from './api-client';
import { pagedQueryOptions } from './paged-query-options';
import type { ModuleQueryKeys } from './query-keys';
import { readAgain } from './react-query';
import { saveFile } from './save-file';

/*
 * The building blocks of a record's verb-noun api files (get-facilities.ts, create-facility.ts,
 * ...): each file is one call of these, so a plain master-data module's endpoints stay one short
 * file each, found by their names, and every mutation invalidates through its module's keys.
 */

export type RecordListParams = Partial<Pick<ListQuery, 'page' | 'limit' | 'search' | 'unpaged'>>;

type Params = RequestOptions['params'];

/**
 * `<list>` answers one page of rows and the total (capped on big books); the page shown stays
 * while the next loads.
 */
export const listCall = <Row, ListParams extends Params>(
  keys: Pick<ModuleQueryKeys<ListParams>, 'list'>,
  path: string,
) => {
  const get = (params: ListParams) =>
    api.get<{ data: Row[]; total: number; totalCapped?: boolean }>(path, { params });
  const options = (params: ListParams) => pagedQueryOptions(keys.list(params), () => get(params));
  return { get, queryOptions: options, useList: (params: ListParams) => useQuery(options(params)) };
};

/** `<item>/<id>` answers one record. */
export const detailCall = <Row>(keys: Pick<ModuleQueryKeys<never>, 'detail'>, item: string) => {
  const get = (id: string) => api.get<Row>(`${item}/${id}`);
  const options = (id: string) =>
    queryOptions({ queryKey: keys.detail(id), queryFn: () => get(id) });
  return { get, queryOptions: options, useDetail: (id: string) => useQuery(options(id)) };
};

type WriteKeys = Pick<ModuleQueryKeys<never>, 'lists' | 'detail'>;

/** A `fallbackMessage` is shown when a failed save's answer carries none. */
type WriteOptions = Pick<RequestOptions, 'fallbackMessage'>;

/**
 * A change to a module's records: its lists are read again, and the detail of the record that
 * `changedId` names; what else the module caches (options, photos) stays.
 */
export const useRecordMutation = <Variables, Answer>(
  keys: WriteKeys,
  mutationFn: (variables: Variables) => Promise<Answer>,
  changedId?: (variables: Variables) => string,
) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: (_answer, variables) => {
      const id = changedId?.(variables);
      return Promise.all([
        readAgain(queryClient, keys.lists()),
        id === undefined ? undefined : readAgain(queryClient, keys.detail(id)),
      ]);
    },
  });
};

/** POST `<item>`. */
export const createCall = <Row, Body>(keys: WriteKeys, item: string, options?: WriteOptions) => {
  const post = (body: Body) => api.post<Row>(item, body, options);
  return { post, useCreate: () => useRecordMutation(keys, post) };
};

/** PUT `<item>/<id>`. */
export const updateCall = <Row, Body>(keys: WriteKeys, item: string, options?: WriteOptions) => {
  const put = ({ id, body }: { id: string; body: Body }) =>
    api.put<Row>(`${item}/${id}`, body, options);
  return { put, useUpdate: () => useRecordMutation(keys, put, ({ id }) => id) };
};

/** DELETE `<item>/<id>`. */
export const deleteCall = (keys: WriteKeys, item: string) => {
  const remove = (id: string) => api.delete<null>(`${item}/${id}`);
  return { remove, useDelete: () => useRecordMutation(keys, remove) };
};

/** Downloads the filtered list, all pages, as the server renders it. */
export const exportCall =
  <ListParams extends Params>(path: string) =>
  async (params: ListParams, format: 'xlsx' | 'csv') =>
    saveFile(
      await api.download(path, {
        params: { ...params, page: undefined, limit: undefined, format },
      }),
    );
