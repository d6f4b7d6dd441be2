/** Thrown when a link would leave the site through anything but http(s). */
export class UnsafeUrlError extends Error {
  override name = 'UnsafeUrlError';
}

/** An absolute http(s) URL, parsed; undefined for anything else (javascript:, data:, junk). */
export const parseExternalUrl = (value: string): URL | undefined => {
  try {
    const url = new URL(value.trim());
    return url.protocol === 'http:' || url.protocol === 'https:' ? url : undefined;
  } catch {
    return undefined;
  }
};

export const isSafeExternalUrl = (value: string): boolean => parseExternalUrl(value) !== undefined;

/** A path inside this site ("/discount/3"), never a protocol-relative "//host" URL. */
export const isSitePath = (value: string): boolean =>
  value.startsWith('/') && !value.startsWith('//') && !value.startsWith('/\\');

/**
 * Open an external http(s) URL in a new tab (without giving it a handle on this page) or in the
 * current one. Throws {@link UnsafeUrlError} for any other protocol.
 */
export const openExternalUrl = (value: string, target: 'new-tab' | 'same-page'): void => {
  const url = parseExternalUrl(value);
  if (!url) throw new UnsafeUrlError(`Refused to open ${value}`);
  if (target === 'same-page') {
    window.location.assign(url.href);
    return;
  }
  window.open(url.href, '_blank', 'noopener,noreferrer');
};
