import type { ReactNode } from 'react';

type Props = { title: string; text: string; action?: ReactNode };

/** The whole screen for a state the game cannot go on from (session ended, launch used). */
export const FullScreenMessage = ({ title, text, action }: Props) => (
  <main className="hs-full" role="alert">
    <div className="hs-full__card">
      <svg className="hs-full__emblem" viewBox="0 0 100 100" aria-hidden="true">
        <use href="#lf-sym-lotus" />
      </svg>
      <h1>{title}</h1>
      <p>{text}</p>
      {action}
    </div>
  </main>
);
