import type { Currency } from '@member-site/contracts/constants';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';

import { getAgentCurrencyQueryOptions } from '../api/get-agent-currency';
import { getAgentDomainQueryOptions } from '../api/check-agent-domain';
import { getIntroducerValidityQueryOptions } from '../api/check-introducer';
import { readReferral, type Introducer } from '../utils/referral';

export type RegisterLocks = {
  /** False until the agent domain (and an agent's currency) are known; the form waits for it. */
  ready: boolean;
  /** The introducer the visitor cannot change, with its kind. */
  introducer?: Introducer;
  /** The currency the visitor cannot change. */
  currency?: Currency;
  /** i18n key when the link's agent or recommend code may not introduce members. */
  introducerError?: 'err_disabled_agent' | 'err_disabled_recommend';
};

const AGENT_ID_PATTERN = /^\d{1,9}$/;

/**
 * What the registration fixes in advance (spec sections 2, 4 and 6): an agent domain fixes the
 * agent and its currency; otherwise an agent or referral link (address or cookie) fixes the
 * introducer, an agent's own currency or the link's `currency` fixes the currency. A link whose
 * agent or code may no longer introduce members is flagged.
 */
export const useRegisterLocks = (): RegisterLocks => {
  const [host] = useState(() => window.location.host);
  const [referral] = useState(() => readReferral(window.location.search));

  const domain = useQuery(getAgentDomainQueryOptions(host));
  const domainSettled = !domain.isPending;
  const domainLock =
    domain.data?.is_valid === true && domain.data.agent_id
      ? { agentId: domain.data.agent_id, currency: domain.data.currency ?? undefined }
      : undefined;

  const introducer: Introducer | undefined = domainLock
    ? { value: domainLock.agentId, type: 'agent' }
    : referral.introducer;
  const linkAgentId =
    !domainLock && introducer?.type === 'agent' && AGENT_ID_PATTERN.test(introducer.value)
      ? introducer.value
      : undefined;

  const agentCurrency = useQuery({
    ...getAgentCurrencyQueryOptions(linkAgentId ?? ''),
    enabled: domainSettled && linkAgentId !== undefined,
  });
  const validity = useQuery({
    ...getIntroducerValidityQueryOptions(introducer ?? { value: '', type: 'agent' }),
    enabled: domainSettled && !domainLock && introducer !== undefined,
  });

  const ready = domainSettled && (linkAgentId === undefined || !agentCurrency.isPending);
  const currency = domainLock?.currency ?? agentCurrency.data ?? referral.currency;
  const introducerError =
    validity.data === false && introducer
      ? introducer.type === 'agent'
        ? ('err_disabled_agent' as const)
        : ('err_disabled_recommend' as const)
      : undefined;

  return {
    ready,
    ...(domainSettled && introducer ? { introducer } : {}),
    ...(ready && currency ? { currency } : {}),
    ...(introducerError ? { introducerError } : {}),
  };
};
