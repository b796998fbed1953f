import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { saveFile } from '../../../lib/save-file';

/** The stored file with the name it was uploaded under. */
export const downloadDebiturFile = (fileId: string) =>
  api.download(`/master-data/debitur/file/${fileId}`);

export const useDownloadDebiturFile = () =>
  useMutation({
    mutationFn: downloadDebiturFile,
    onSuccess: saveFile,
  });
