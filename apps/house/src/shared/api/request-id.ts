const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789_-';

/**
 * A new request id for a spin: 32 characters of [A-Za-z0-9_-] from the browser's CSPRNG. The
 * server answers the same id with the same round, so a retried spin never plays twice.
 */
export const createRequestId = (): string => {
  const bytes = crypto.getRandomValues(new Uint8Array(32));
  let id = '';
  for (const byte of bytes) id += ALPHABET.charAt(byte & 63);
  return id;
};

export const REQUEST_ID_PATTERN = /^[A-Za-z0-9_-]{8,64}$/;
