import type { ListQuery } from '@creditdesk/domain/shared/list-query.schemas';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from './api-client';
import { pagedQueryOptions } from './paged-query-options';
import { createQueryKeys } from './query-keys';
import { saveFile } from './save-file';

export type ResourceListParams = Partial<Pick<ListQuery, 'page' | 'limit' | 'search' | 'unpaged'>>;

export interface ResourcePaths {
  /** The query-key root, e.g. 'facilities'. */
  module: string;
  /** The paged list, e.g. '/master-data/facilities'. */
  list: string;
  /** One record; the id is appended, e.g. '/master-data/facility'. */
  item: string;
  /** The list as a spreadsheet, e.g. '/master-data/facilities/export'. */
  export: string;
  /** The sentence shown when the server gives none on a failed save. */
  saveFailed?: string;
}

/**
 * The calls of a plain master-data resource (list, detail, create, update, delete, export): one
 * query-key factory, the queryOptions the pages and their loaders share, and mutations that
 * invalidate only what they change.
 */
export function createResourceApi<
  Row extends { _id: string },
  Body,
  // A list with filters of its own (a report's party and status) names them here.
  Params extends ResourceListParams = ResourceListParams,
>(paths: ResourcePaths) {
  const keys = createQueryKeys<Params>(paths.module);
  const itemPath = (id: string) => `${paths.item}/${id}`;
  const options = { fallbackMessage: paths.saveFailed };

  const listQueryOptions = (params: Params) =>
    pagedQueryOptions(keys.list(params), () =>
      api.get<{ data: Row[]; total: number }>(paths.list, { params }),
    );

  const detailQueryOptions = (id: string) =>
    queryOptions({ queryKey: keys.detail(id), queryFn: () => api.get<Row>(itemPath(id)) });

  const useInvalidate = () => {
    const queryClient = useQueryClient();
    return (id?: string) =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: keys.lists() }),
        id ? queryClient.invalidateQueries({ queryKey: keys.detail(id) }) : undefined,
      ]);
  };

  return {
    keys,
    listQueryOptions,
    detailQueryOptions,
    useList: (params: Params) => useQuery(listQueryOptions(params)),
    useDetail: (id: string) => useQuery(detailQueryOptions(id)),
    useCreate: () => {
      const invalidate = useInvalidate();
      return useMutation({
        mutationFn: (body: Body) => api.post<Row>(paths.item, body, options),
        onSuccess: () => invalidate(),
      });
    },
    useUpdate: () => {
      const invalidate = useInvalidate();
      return useMutation({
        mutationFn: ({ id, body }: { id: string; body: Body }) =>
          api.put<Row>(itemPath(id), body, options),
        onSuccess: (_row, { id }) => invalidate(id),
      });
    },
    useDelete: () => {
      const invalidate = useInvalidate();
      return useMutation({
        mutationFn: (id: string) => api.delete<null>(itemPath(id)),
        onSuccess: () => invalidate(),
      });
    },
    /** Downloads the filtered list, all pages, as the server renders it. */
    exportList: async (params: Params, format: 'xlsx' | 'csv') =>
      saveFile(
        await api.download(paths.export, {
          params: { ...params, page: undefined, limit: undefined, format },
        }),
      ),
  };
}

export type ResourceApi<Row extends { _id: string }, Body> = ReturnType<
  typeof createResourceApi<Row, Body>
>;
