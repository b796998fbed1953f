import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { debitursQueryKeys } from './debiturs-query-keys';

const toDataUrl = (blob: Blob) =>
  new Promise<string>((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error ?? new Error('The photo could not be read.'));
    reader.readAsDataURL(blob);
  });

/**
 * The newest photo as a data URL: an <img src> cannot send the bearer token, so the bytes are
 * fetched through the API client and inlined.
 */
export const getDebiturPhoto = async (id: string) =>
  toDataUrl((await api.download(`/master-data/debitur/${id}/debitur-photo`)).blob);

/** Keyed by the photo's id, so a newly uploaded photo is fetched instead of the cached one. */
export const getDebiturPhotoQueryOptions = (id: string, photoId: string) =>
  queryOptions({
    queryKey: debitursQueryKeys.photo(id, photoId),
    queryFn: () => getDebiturPhoto(id),
    staleTime: Infinity,
  });

export const useDebiturPhoto = (id: string, photoId: string | undefined) =>
  useQuery({ ...getDebiturPhotoQueryOptions(id, photoId ?? ''), enabled: !!photoId });
