import { Skeleton } from '@mantine/core';
import { IconUserOff } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

import { useMemberFeatures } from '../../../shared/session/member-features';
import { EmptyState, ErrorState } from '../../../shared/ui/states';

/**
 * The recommend pages open only when friend recommendation is enabled for the member (spec
 * section 6); otherwise they say why.
 */
export const RecommendGate = ({ children }: { children: ReactNode }) => {
  const { t } = useTranslation();
  const features = useMemberFeatures();
  if (features.isPending) return <Skeleton height={120} radius="md" data-testid="recommend-gate" />;
  if (features.error) {
    return <ErrorState error={features.error} onRetry={() => void features.refetch()} />;
  }
  const { friendRecommend } = features.data;
  if (!friendRecommend.enabled) {
    return (
      <div data-testid="recommend-closed">
        <EmptyState
          icon={<IconUserOff size={34} stroke={1.4} />}
          title={t('recommend.closedTitle')}
          text={t(`recommend.closedReason.${friendRecommend.reason}`)}
        />
      </div>
    );
  }
  return children;
};
