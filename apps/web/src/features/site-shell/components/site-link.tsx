import type { SiteLink } from '@member-site/contracts';
import type { ReactNode } from 'react';
import { Link } from 'react-router';

import { isSafeExternalUrl, isSitePath } from '../../../shared/lib/safe-url';

type Destination =
  { kind: 'external'; href: string } | { kind: 'internal'; to: string } | { kind: 'none' };

/**
 * Where a footer, float or menu link goes: outerLink opens an http(s) URL in a new tab (any other
 * protocol is refused), main goes to a site path, faq goes to that FAQ entry.
 */
export const siteLinkDestination = (link: SiteLink): Destination => {
  const value = link.link.trim();
  switch (link.selectedType) {
    case 'outerLink':
      return isSafeExternalUrl(value) ? { kind: 'external', href: value } : { kind: 'none' };
    case 'main': {
      const path = value.startsWith('/') ? value : `/${value}`;
      return isSitePath(path) ? { kind: 'internal', to: path } : { kind: 'none' };
    }
    case 'faq':
      return /^\d+$/.test(value)
        ? { kind: 'internal', to: `/faq/${value}` }
        : { kind: 'internal', to: '/faq' };
  }
};

type SiteLinkAnchorProps = {
  link: SiteLink;
  className?: string;
  children: ReactNode;
  'aria-label'?: string;
};

export const SiteLinkAnchor = ({ link, className, children, ...rest }: SiteLinkAnchorProps) => {
  const destination = siteLinkDestination(link);
  if (destination.kind === 'external') {
    return (
      <a
        href={destination.href}
        target="_blank"
        rel="noopener noreferrer"
        className={className}
        {...rest}
      >
        {children}
      </a>
    );
  }
  if (destination.kind === 'internal') {
    return (
      <Link to={destination.to} className={className} {...rest}>
        {children}
      </Link>
    );
  }
  return (
    <span className={className} aria-disabled="true" {...rest}>
      {children}
    </span>
  );
};
