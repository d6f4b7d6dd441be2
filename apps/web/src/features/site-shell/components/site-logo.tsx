import type { LogoType } from '@member-site/contracts/constants';
import { useState } from 'react';
import { Link } from 'react-router';

import { useSiteDetail } from '../../../shared/site/get-site-detail';
import { useLogoUrl } from '../api/get-logo';
import classes from './site-logo.module.css';

type SiteLogoProps = { type: Extract<LogoType, 'desktop' | 'mobile' | 'footer'>; height: number };

/** The site's logo linking home; the site name in gold when no logo picture loads. */
export const SiteLogo = ({ type, height }: SiteLogoProps) => {
  const url = useLogoUrl(type);
  const { data: site } = useSiteDetail();
  const [failedUrl, setFailedUrl] = useState<string>();
  const name = site?.site_name ?? '';
  const showPicture = url !== undefined && failedUrl !== url;

  return (
    <Link to="/" className={classes.logo} aria-label={name || undefined} style={{ height }}>
      {showPicture ? (
        <img
          src={url}
          alt={name}
          height={height}
          className={classes.picture}
          onError={() => {
            setFailedUrl(url);
          }}
        />
      ) : (
        <span className={classes.wordmark} style={{ fontSize: Math.round(height * 0.42) }}>
          <svg viewBox="0 0 32 32" width={height * 0.7} height={height * 0.7} aria-hidden="true">
            <defs>
              <linearGradient id="logo-gold" x1="0" y1="0" x2="1" y2="1">
                <stop offset="0" stopColor="#fbe7a1" />
                <stop offset="0.5" stopColor="#e8bd42" />
                <stop offset="1" stopColor="#95721e" />
              </linearGradient>
            </defs>
            <path
              fill="url(#logo-gold)"
              d="M16 3c2 4.5 5.5 7 9.5 7.5-1 4.5-4.2 8-9.5 10.5C10.7 18.5 7.5 15 6.5 10.5 10.5 10 14 7.5 16 3Zm-9 20h18l-1.5 5h-15Z"
            />
          </svg>
          <span className={classes.name}>{name}</span>
        </span>
      )}
    </Link>
  );
};
