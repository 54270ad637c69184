import type { DataResponse, PaypalConfig } from '@livery/domain';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { referenceKeys } from '../../../lib/query-keys';

/** `GET /payments/paypal/config` (public): whether PayPal is configured, and what loads its JS SDK. */
export const getPaypalConfig = async (signal?: AbortSignal) =>
  (await api.get<DataResponse<PaypalConfig>>('/payments/paypal/config', { signal })).data;

/** The config does not change while the page is open; a failure to read it is PayPal being unavailable. */
export const usePaypalConfig = () =>
  useQuery({
    queryKey: referenceKeys.paypalConfig,
    queryFn: ({ signal }) => getPaypalConfig(signal),
    staleTime: Infinity,
    retry: false,
  });
