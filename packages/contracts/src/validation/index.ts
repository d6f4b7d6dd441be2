/**
 * Shared form validation (spec section 5). Imported by path, not from the package root, so the
 * browser bundle only pays for it where a form uses it.
 */
export * from './rules';
export * from './schemas';
