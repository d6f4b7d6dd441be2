import type { GameHallKey } from '@member-site/contracts/constants';
import type { ReactNode, SVGProps } from 'react';

/** Line icons for the game halls, drawn on a 24 px grid in the current text colour. */
const PATHS: Record<GameHallKey, ReactNode> = {
  slot: (
    <>
      <rect x="3" y="5" width="15" height="15" rx="2.5" />
      <path d="M6 9.5h9v6H6z" />
      <path d="M9 9.5v6M12 9.5v6" />
      <path d="M6.5 3.5h8" />
      <path d="M18 9h1.5a1 1 0 0 1 1 1v3" />
      <circle cx="20.5" cy="6.5" r="1.5" />
      <path d="M20.5 8v5" />
    </>
  ),
  live: (
    <>
      <circle cx="12" cy="12" r="8.5" />
      <circle cx="12" cy="12" r="4.5" />
      <path d="M12 3.5v3M12 17.5v3M3.5 12h3M17.5 12h3M6 6l2.1 2.1M15.9 15.9 18 18M18 6l-2.1 2.1M8.1 15.9 6 18" />
    </>
  ),
  sport: (
    <>
      <circle cx="12" cy="12" r="8.5" />
      <path d="m12 8 3.3 2.4-1.3 3.9h-4l-1.3-3.9z" />
      <path d="M12 8V3.6M15.3 10.4l4.1-1.4M14 14.3l2.6 3.6M10 14.3l-2.6 3.6M8.7 10.4 4.6 9" />
    </>
  ),
  lottery: (
    <>
      <circle cx="8" cy="15" r="4.5" />
      <circle cx="16.5" cy="14" r="3.5" />
      <circle cx="13" cy="6.5" r="3" />
      <path d="M7 14.5 8.3 13v4M15.7 13.2c.3-.6 1.9-.6 1.9.4 0 .9-1.9 1.4-1.9 2.2h2" />
    </>
  ),
  card: (
    <>
      <rect x="3.5" y="5" width="10.5" height="15" rx="1.8" transform="rotate(-10 8.75 12.5)" />
      <rect x="10" y="4" width="10.5" height="15" rx="1.8" transform="rotate(8 15.25 11.5)" />
      <path d="M15.4 8.6c-1.6 1.6-3.2 2.6-3.2 4a1.6 1.6 0 0 0 3 .8l-.5 1.8h1.6l-.5-1.8a1.6 1.6 0 0 0 3-.8c0-1.4-1.6-2.4-3.4-4z" />
    </>
  ),
  virtual: (
    <>
      <rect x="2.5" y="4" width="19" height="12.5" rx="2" />
      <path d="M8 20.5h8M12 16.5v4" />
      <path d="M10 7.8v5.4l4.6-2.7z" />
    </>
  ),
  cockfight: (
    <>
      <path d="M8.5 7.2c-.6-1.6.3-3.2 1.4-3.7.2 1 .8 1.3 1.5 1.3.4-.9 1.3-1.4 2.2-1.2-.3.8-.2 1.6.3 2.2" />
      <path d="M8.8 7.5c-1.6.4-2.8 1.6-3.1 3.3L4 11.6l1.8.6c.1 2.4 1.3 4.6 3.5 5.8l.7 2.5M9.5 18.6l3.6.3.4 1.6" />
      <path d="M8.8 7.5c2 0 3.6 1.3 4.1 3.2.9-1.7 2.4-4.4 5.6-5.2-.6 1.6-.3 3.6.5 4.6-1 .6-1.2 2-1.2 3.6 0 2.9-2.4 5-5.3 4.9" />
      <circle cx="8.3" cy="9.6" r=".6" fill="currentColor" />
    </>
  ),
  esport: (
    <>
      <path d="M7.5 7.5h9a4.5 4.5 0 0 1 4.3 3.2l1.1 4a2.8 2.8 0 0 1-4.9 2.4L15.6 15H8.4L7 17.1a2.8 2.8 0 0 1-4.9-2.4l1.1-4a4.5 4.5 0 0 1 4.3-3.2z" />
      <path d="M7.5 10v3M6 11.5h3" />
      <circle cx="15.8" cy="10.6" r=".9" fill="currentColor" />
      <circle cx="17.8" cy="12.6" r=".9" fill="currentColor" />
    </>
  ),
};

type HallIconProps = SVGProps<SVGSVGElement> & { hall: GameHallKey; size?: number };

export const HallIcon = ({ hall, size = 22, ...props }: HallIconProps) => (
  <svg
    width={size}
    height={size}
    viewBox="0 0 24 24"
    fill="none"
    stroke="currentColor"
    strokeWidth={1.6}
    strokeLinecap="round"
    strokeLinejoin="round"
    aria-hidden="true"
    focusable="false"
    {...props}
  >
    {PATHS[hall]}
  </svg>
);
