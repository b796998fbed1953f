import type { AccessMenu } from '@creditdesk/domain/access/access.schemas';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { rolesQueryKeys } from './roles-query-keys';

export const getAccessCatalogue = () => api.get<AccessMenu[]>('/master-data/access');

export const getAccessCatalogueQueryOptions = () =>
  queryOptions({
    queryKey: rolesQueryKeys.accessCatalogue(),
    queryFn: getAccessCatalogue,
    // The catalogue only changes with a new release of the server.
    staleTime: Infinity,
  });

export const useAccessCatalogue = () => useQuery(getAccessCatalogueQueryOptions());
