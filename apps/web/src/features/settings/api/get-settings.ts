import { setBusinessTimeZone } from '@creditdesk/domain/shared/dates';
import type { AppSettings } from '@creditdesk/domain/settings/settings.schemas';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { settingsQueryKeys } from './settings-query-keys';

/**
 * The server's settings. The bank's time zone is applied as it arrives, so every date rule and
 * date picker of the pages behind the guard (which waits for this) counts days as the server does.
 */
export const getSettings = async (
  answer: Promise<AppSettings> = api.get<AppSettings>('/settings'),
): Promise<AppSettings> => {
  const settings = await answer;
  setBusinessTimeZone(settings.timeZone);
  return settings;
};

/** `answer`: a call already made (the guard's loader asks before this module has loaded). */
export const getSettingsQueryOptions = (answer?: Promise<AppSettings>) =>
  queryOptions({
    queryKey: settingsQueryKeys.all,
    queryFn: () => getSettings(answer),
    // Configuration changes only with a restart of the server.
    staleTime: Infinity,
  });

export const useSettings = ({ enabled = true }: { enabled?: boolean } = {}) =>
  useQuery({ ...getSettingsQueryOptions(), enabled });
