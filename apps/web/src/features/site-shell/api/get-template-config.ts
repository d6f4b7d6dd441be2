import { templateConfigCall } from '@member-site/contracts';
import { type MobileTemplate } from '@member-site/contracts/constants';
import { queryOptions, useQuery } from '@tanstack/react-query';

import { SITE_ID } from '../../../config/env';
import { call } from '../../../shared/api/call';

export const getTemplateConfigQueryOptions = (template: MobileTemplate) =>
  queryOptions({
    queryKey: ['site-shell', 'template-config', SITE_ID, template],
    queryFn: async ({ signal }) =>
      (
        await call(
          templateConfigCall,
          { site_id: SITE_ID, mobileTemplateName: template },
          { signal },
        )
      ).config,
    staleTime: 30 * 60_000,
  });

/** Colours and home-block order of the site's mobile template. */
export const useTemplateConfig = (template: MobileTemplate | undefined) =>
  useQuery({
    ...getTemplateConfigQueryOptions(template ?? 'H5_1'),
    enabled: template !== undefined,
  });
