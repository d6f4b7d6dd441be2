import { serviceAgreementCall } from '@member-site/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';

import { SITE_ID } from '../../../config/env';
import { call } from '../../../shared/api/call';

/** The service agreement's sections, in the request's language. */
export const getServiceAgreementQueryOptions = (language: string) =>
  queryOptions({
    queryKey: ['register', 'service-agreement', SITE_ID, language],
    queryFn: async ({ signal }) =>
      (await call(serviceAgreementCall, { site_id: SITE_ID }, { signal })).list,
    staleTime: 5 * 60_000,
  });

export const useServiceAgreement = (language: string, enabled: boolean) =>
  useQuery({ ...getServiceAgreementQueryOptions(language), enabled });
