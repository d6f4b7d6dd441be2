import type { ButtonHTMLAttributes } from 'react';

import classes from './action-button.module.css';

export type ActionButtonVariant = 'gold' | 'outline' | 'subtle';
export type ActionButtonSize = 'xs' | 'sm' | 'md';

type ButtonStyle = { variant?: ActionButtonVariant; size?: ActionButtonSize; fullWidth?: boolean };

/**
 * Class names of the site's buttons, for <button> and for links that look like buttons. The
 * header, the lobby and the error page use these light buttons so the first render does not
 * need Mantine's Button (with its loader and transitions); modals may use Mantine's.
 */
export const actionButtonClass = ({
  variant = 'gold',
  size = 'sm',
  fullWidth = false,
}: ButtonStyle = {}): string =>
  [classes.button, classes[variant], classes[size], fullWidth ? classes.fullWidth : '']
    .filter(Boolean)
    .join(' ');

type ActionButtonProps = ButtonHTMLAttributes<HTMLButtonElement> & ButtonStyle;

export const ActionButton = ({
  variant,
  size,
  fullWidth,
  className,
  type = 'button',
  ...props
}: ActionButtonProps) => (
  <button
    type={type}
    className={`${actionButtonClass({ variant, size, fullWidth })} ${className ?? ''}`}
    {...props}
  />
);
