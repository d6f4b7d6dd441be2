import { TOAST_DURATION_MS } from '@member-site/contracts/constants';
import { notifications } from '@mantine/notifications';
import type { ReactNode } from 'react';

import classes from './toast.module.css';

export type ToastKind = 'info' | 'success' | 'warning' | 'error';

export type ToastInput = {
  message: string;
  title?: string;
  kind?: ToastKind;
  /** Milliseconds, or false to stay until closed (default 3000 ms). */
  autoClose?: number | false;
  /** Extra content under the message, such as a button. */
  action?: ReactNode;
};

const COLORS: Record<ToastKind, string> = {
  info: 'gold',
  success: 'teal',
  warning: 'orange',
  error: 'red',
};

type VisibleToast = { id: string; count: number; autoClose: number | false };

/** Visible toasts by content, so a repeat joins the toast already on screen. */
const visibleByContent = new Map<string, VisibleToast>();
/** Ids of visible toasts, oldest first (Escape closes the last). */
const visibleOrder: string[] = [];
let sequence = 0;

const forget = (contentKey: string, id: string) => {
  visibleByContent.delete(contentKey);
  const index = visibleOrder.indexOf(id);
  if (index !== -1) visibleOrder.splice(index, 1);
};

const renderMessage = (input: ToastInput, count: number): ReactNode => (
  <span className={classes.body}>
    <span className={classes.text}>
      {input.message}
      {count > 1 && (
        <span className={classes.counter} data-testid="toast-count">
          ×{count}
        </span>
      )}
    </span>
    {input.action}
  </span>
);

/**
 * Show a toast (3000 ms by default). The same message shown again while its toast is visible is
 * grouped into that toast with a repeat counter (×2, ×3) and its timer starts over.
 */
export const showToast = (input: ToastInput): string => {
  const kind = input.kind ?? 'info';
  const contentKey = `${kind}\u0000${input.title ?? ''}\u0000${input.message}`;
  const existing = visibleByContent.get(contentKey);
  if (existing) {
    existing.count += 1;
    // The container restarts its timer when the duration changes; nudge it by a millisecond so
    // a repeated message stays for a full duration again.
    if (existing.autoClose !== false) {
      existing.autoClose =
        existing.autoClose % 2 === 0 ? existing.autoClose + 1 : existing.autoClose - 1;
    }
    notifications.update({
      id: existing.id,
      message: renderMessage(input, existing.count),
      autoClose: existing.autoClose,
    });
    const index = visibleOrder.indexOf(existing.id);
    if (index !== -1) visibleOrder.splice(index, 1);
    visibleOrder.push(existing.id);
    return existing.id;
  }

  sequence += 1;
  const id = `toast-${sequence}`;
  const autoClose = input.autoClose ?? TOAST_DURATION_MS;
  visibleByContent.set(contentKey, { id, count: 1, autoClose });
  visibleOrder.push(id);
  notifications.show({
    id,
    title: input.title,
    message: renderMessage(input, 1),
    color: COLORS[kind],
    autoClose,
    withBorder: true,
    'data-testid': 'toast',
    onClose: () => {
      forget(contentKey, id);
    },
  });
  return id;
};

/** Close the newest visible toast (Escape). Returns whether one was closed. */
export const closeNewestToast = (): boolean => {
  const id = visibleOrder.at(-1);
  if (!id) return false;
  notifications.hide(id);
  return true;
};

/** Forget every toast: their host is gone, and the next message starts a toast of its own. */
export const forgetToasts = (): void => {
  visibleByContent.clear();
  visibleOrder.length = 0;
};

export const closeToast = (id: string): void => {
  notifications.hide(id);
};
