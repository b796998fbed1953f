import type { Me } from '@creditdesk/domain/auth/current-user.schemas';
import type { Language, LanguageBody } from '@creditdesk/domain/preferences/preferences.schemas';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { authQueryKeys } from './auth-query-keys';

export const updateLanguage = (language: Language): Promise<LanguageBody> =>
  api.put<LanguageBody>('/auth/me/language', { language });

/** Saves the user's language; the cached `me` follows so a reload of it keeps the choice. */
export const useUpdateLanguage = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateLanguage,
    onSuccess: ({ language }) =>
      queryClient.setQueryData<Me>(authQueryKeys.me(), (me) =>
        me ? { ...me, user: { ...me.user, language } } : me,
      ),
  });
};
