import { Suspense } from 'react';

import { QUICKBET_RESERVED_HEIGHT } from '../../features/sport-quickbet/utils/reserved-height';
import { SportQuickbetSlot } from './home-lazy';

type Device = 'desktop' | 'mobile';

/** The quick-bet frame's room while its chunk arrives (and on the server-rendered page). */
const QuickbetPlaceholder = ({ device }: { device: Device }) => (
  <div style={{ minHeight: QUICKBET_RESERVED_HEIGHT[device] }} aria-hidden="true" />
);

/** The lobby's sports quick-bet frame, loaded after the first screen in its reserved room. */
export const SportQuickbetBlock = ({ device }: { device: Device }) => (
  <Suspense fallback={<QuickbetPlaceholder device={device} />}>
    <SportQuickbetSlot device={device} />
  </Suspense>
);
