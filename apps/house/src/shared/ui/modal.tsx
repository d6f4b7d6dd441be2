import { useEffect, useId, useRef, type ReactNode } from 'react';

import { CloseButton } from './close-button';

type Props = {
  title: string;
  onClose: () => void;
  children: ReactNode;
  /** 'wide' for the paytable. */
  size?: 'normal' | 'wide';
};

/** A modal dialog: focus moves in, Escape and the backdrop close it, focus goes back after. */
export const Modal = ({ title, onClose, children, size = 'normal' }: Props) => {
  const titleId = useId();
  const panel = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const previous = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    panel.current?.focus();
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        event.stopPropagation();
        onClose();
      }
    };
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('keydown', onKey);
      previous?.focus();
    };
  }, [onClose]);

  return (
    <div
      className="hs-backdrop"
      onMouseDown={(event) => {
        if (event.target === event.currentTarget) onClose();
      }}
    >
      <div
        ref={panel}
        className={`hs-modal hs-modal--${size}`}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        tabIndex={-1}
      >
        <header className="hs-modal__head">
          <h2 id={titleId}>{title}</h2>
          <CloseButton onClose={onClose} />
        </header>
        <div className="hs-modal__body">{children}</div>
      </div>
    </div>
  );
};
