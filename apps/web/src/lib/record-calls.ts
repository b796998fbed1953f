import type { ListQuery } from '@creditdesk/domain/shared/list-query.schemas';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, type RequestOptions } from './api-client';
import { pagedQueryOptions } from './paged-query-options';
import type { ModuleQueryKeys } from './query-keys';
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

/** POST `<item>`; the lists are read again. */
export const createCall = <Row, Body>(keys: WriteKeys, item: string, options?: WriteOptions) => {
  const post = (body: Body) => api.post<Row>(item, body, options);
  const useCreate = () => {
    const queryClient = useQueryClient();
    return useMutation({
      mutationFn: post,
      onSuccess: () => queryClient.invalidateQueries({ queryKey: keys.lists() }),
    });
  };
  return { post, useCreate };
};

/** PUT `<item>/<id>`; the lists and the record's detail are read again. */
export const updateCall = <Row, Body>(keys: WriteKeys, item: string, options?: WriteOptions) => {
  const put = ({ id, body }: { id: string; body: Body }) =>
    api.put<Row>(`${item}/${id}`, body, options);
  const useUpdate = () => {
    const queryClient = useQueryClient();
    return useMutation({
      mutationFn: put,
      onSuccess: (_row, { id }) =>
        Promise.all([
          queryClient.invalidateQueries({ queryKey: keys.lists() }),
          queryClient.invalidateQueries({ queryKey: keys.detail(id) }),
        ]),
    });
  };
  return { put, useUpdate };
};

/** DELETE `<item>/<id>`; the lists are read again. */
export const deleteCall = (keys: WriteKeys, item: string) => {
  const remove = (id: string) => api.delete<null>(`${item}/${id}`);
  const useDelete = () => {
    const queryClient = useQueryClient();
    return useMutation({
      mutationFn: remove,
      onSuccess: () => queryClient.invalidateQueries({ queryKey: keys.lists() }),
    });
  };
  return { remove, useDelete };
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
