/**
 * A fresh idempotency key for one money request (deposit, withdrawal). An attempt that got no
 * answer is sent again under the same key, so the server applies it once.
 */
export const newRequestId = (): string =>
  typeof crypto.randomUUID === 'function'
    ? crypto.randomUUID()
    : // Pages served over plain HTTP on an address other than localhost have no randomUUID.
      `${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 12)}`;
