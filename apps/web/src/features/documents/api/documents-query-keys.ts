/** Query keys of the documents module; mutations invalidate `all` so the tree and the earlier files refetch. */
export const documentsQueryKeys = {
  all: ['documents'] as const,
  structures: () => [...documentsQueryKeys.all, 'structure'] as const,
  structure: (applicationId: string) =>
    [...documentsQueryKeys.structures(), applicationId] as const,
  earlierFiles: (params: EarlierFilesParams) =>
    [...documentsQueryKeys.all, 'earlier-files', params] as const,
};

export interface EarlierFilesParams {
  debiturId: string;
  search?: string;
}
