import { redEnvelopeClaimCall, type CallResponse } from '@member-site/contracts';
import { useMutation } from '@tanstack/react-query';

import { call } from '../../../shared/api/call';

export type RedEnvelopeCash = CallResponse<typeof redEnvelopeClaimCall>;

/** Open the envelope: what it held, now in the main wallet. */
export const useClaimRedEnvelope = () =>
  useMutation({
    mutationFn: (id: number): Promise<RedEnvelopeCash> => call(redEnvelopeClaimCall, { id }),
  });
