import type { ErrorFamilyName } from '@member-site/contracts';

/**
 * A failure the caller should see: it becomes the envelope with `code` and a message in the
 * request's language. `httpStatus` is 200 for business failures, as the contract requires.
 */
export class AppError extends Error {
  override name = 'AppError';

  constructor(
    readonly code: string,
    readonly options: {
      family?: ErrorFamilyName;
      httpStatus?: number;
      /** Override the catalogue message (already in the request's language). */
      message?: string;
      data?: unknown;
    } = {},
  ) {
    super(options.message ?? `code ${code}`);
  }
}

export const notFound = () => new AppError('404', { family: 'common', httpStatus: 200 });
export const siteNotFound = () => new AppError('460', { family: 'common', httpStatus: 200 });
/** The request names a currency the site does not offer. */
export const currencyNotOpen = () => new AppError('461', { family: 'common', httpStatus: 200 });
