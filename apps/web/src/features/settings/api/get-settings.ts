import { setBusinessTimeZone } from '@creditdesk/domain/shared/dates';
import type { AppSettings } from '@creditdesk/domain/settings/settings.schemas';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

export const settingsQueryKeys = {
  all: ['settings'] as const,
};

/**
 * The server's settings. The bank's time zone is applied as it arrives, so every date rule and
 * date picker of the pages behind the guard (which waits for this) counts days as the server does.
 */
export const getSettings = async (): Promise<AppSettings> => {
  const settings = await api.get<AppSettings>('/settings');
  setBusinessTimeZone(settings.timeZone);
  return settings;
};

export const getSettingsQueryOptions = () =>
  queryOptions({
    queryKey: settingsQueryKeys.all,
    queryFn: getSettings,
    // Configuration changes only with a restart of the server.
    staleTime: Infinity,
  });

export const useSettings = ({ enabled = true }: { enabled?: boolean } = {}) =>
  useQuery({ ...getSettingsQueryOptions(), enabled });
