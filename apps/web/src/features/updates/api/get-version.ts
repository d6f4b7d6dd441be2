import {
  VERSION_MANIFEST_PATH,
  VERSION_POLL_MS,
  type VersionManifest,
} from '@member-site/contracts/constants';
import { queryOptions, useQuery } from '@tanstack/react-query';

import { usePageSettled } from '../../../shared/hooks/use-page-settled';

export const isVersionManifest = (value: unknown): value is VersionManifest =>
  typeof value === 'object' &&
  value !== null &&
  'version' in value &&
  typeof value.version === 'string' &&
  'builtAt' in value &&
  typeof value.builtAt === 'string';

/** The deployed build's manifest (not an API call: a static file beside the app). */
export const fetchVersionManifest = async (signal?: AbortSignal): Promise<VersionManifest> => {
  const response = await fetch(VERSION_MANIFEST_PATH, { cache: 'no-store', signal });
  if (!response.ok) throw new Error(`version manifest: HTTP ${response.status}`);
  const body: unknown = await response.json();
  if (!isVersionManifest(body)) throw new Error('version manifest: unexpected shape');
  return body;
};

export const getVersionQueryOptions = () =>
  queryOptions({
    queryKey: ['updates', 'version'],
    queryFn: ({ signal }) => fetchVersionManifest(signal),
    refetchInterval: VERSION_POLL_MS,
    refetchIntervalInBackground: false,
    refetchOnWindowFocus: true,
    staleTime: VERSION_POLL_MS / 2,
    retry: false,
  });

/**
 * The deployed build, first asked for once the page has settled: the page just loaded is the
 * deployed build, and its first seconds go on showing it.
 */
export const useDeployedVersion = () =>
  useQuery({ ...getVersionQueryOptions(), enabled: usePageSettled() });
