import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { useDataUrl } from '../hooks/use-data-url';
import { usersQueryKeys } from './users-query-keys';

/** The photo's bytes, fetched with the bearer token (an <img> could not send it). */
export const getUserPhoto = async (photoId: string) =>
  (await api.download(`/master-data/user/photo-user/${photoId}`)).blob;

export const getUserPhotoQueryOptions = (photoId: string) =>
  queryOptions({
    queryKey: usersQueryKeys.photo(photoId),
    queryFn: () => getUserPhoto(photoId),
    // A photo id never changes its bytes; a new upload gets a new id.
    staleTime: Infinity,
    retry: false,
  });

/**
 * The photo as a URL for an <img>, or undefined while loading, without a photo or when it failed
 * (the caller shows the placeholder then).
 */
export const useUserPhotoUrl = (photoId: string | undefined) => {
  const photo = useQuery({ ...getUserPhotoQueryOptions(photoId ?? ''), enabled: !!photoId });
  return useDataUrl(photoId ? photo.data : undefined);
};
