import type { Configuration, ConfigurationSection, DataResponse } from '@livery/domain';
import { useQueryClient } from '@tanstack/react-query';
import { setDisplayClock } from '../../../lib/display-clock';
import { api } from '../../../lib/api-client';
import { configurationKeys } from '../../../lib/query-keys';
import { useApiMutation } from '../../../lib/use-api-mutation';
import { getBusinessDateQueryOptions } from '../../../lib/use-business-date';

export interface SaveSection<S extends ConfigurationSection = ConfigurationSection> {
  section: S;
  value: Configuration[S];
  /** The version the section was read at: someone else's save in between is a 409. */
  version: number;
  /** The section's name in the success toast: "Meet & greet saved". */
  title: string;
}

/** `PUT /configurations/1` with one section (decision 037). The answer is the whole record, kept as it is. */
export function useSaveConfigurationSection() {
  const queryClient = useQueryClient();
  return useApiMutation({
    mutationFn: async ({ section, value, version }: SaveSection) =>
      (await api.put<DataResponse<Configuration>>('/configurations/1', { version, [section]: value })).data,
    onSuccess: (saved, { section }) => {
      queryClient.setQueryData(configurationKeys.one(1), saved);
      // Every time shown from now on reads the new clock: at once here, and "today" and the lists' dates follow a
      // new time zone when the business date comes again.
      if (section === 'timezone' || section === 'display') {
        setDisplayClock({ timeZone: saved.timezone, timeFormat: saved.display.timeFormat });
        void queryClient.invalidateQueries(getBusinessDateQueryOptions());
      }
    },
    success: (_saved, { title }) => `${title} saved`,
    invalidates: [configurationKeys.all],
  });
}
