/** The small line icons of the game's buttons. */
const paths = {
  info: 'M12 2a10 10 0 1 0 0 20 10 10 0 0 0 0-20zm0 4.2a1.4 1.4 0 1 1 0 2.8 1.4 1.4 0 0 1 0-2.8zM10.6 11h2.8v7h-2.8z',
  shield:
    'M12 2l8 3v6c0 5-3.4 9.3-8 11-4.6-1.7-8-6-8-11V5l8-3zm-1.2 13.6l5.7-5.7-1.4-1.4-4.3 4.3-2-2-1.4 1.4 3.4 3.4z',
  clock: 'M12 2a10 10 0 1 0 0 20 10 10 0 0 0 0-20zm1 5v5.2l3.8 2.3-1 1.7L11 13V7h2z',
  soundOn:
    'M4 9h4l5-4v14l-5-4H4zM16 8.5a5 5 0 0 1 0 7l-1.4-1.4a3 3 0 0 0 0-4.2zM18.8 5.7a9 9 0 0 1 0 12.6l-1.4-1.4a7 7 0 0 0 0-9.8z',
  soundOff:
    'M4 9h4l5-4v14l-5-4H4zM16.3 9.3l1.4-1.4 2 2 2-2 1.4 1.4-2 2 2 2-1.4 1.4-2-2-2 2-1.4-1.4 2-2z',
  home: 'M12 3l9 8h-3v9h-5v-6h-2v6H6v-9H3z',
  bolt: 'M13 2L4 14h6l-1 8 9-12h-6z',
  auto: 'M12 4a8 8 0 0 1 7.7 5.8l2.3-.8-1 5-4.2-2.9 2-.7A6 6 0 1 0 18 16l1.7 1.1A8 8 0 1 1 12 4z',
  stop: 'M6 6h12v12H6z',
} as const;

export const Icon = ({ name }: { name: keyof typeof paths }) => (
  <svg viewBox="0 0 24 24" aria-hidden="true" className="lf-icon">
    <path d={paths[name]} fill="currentColor" />
  </svg>
);
