// Test helpers the front ends share; only test files import this entry point.
export { describeLocaleCatalogue, localeLeaves, type LocaleTree } from './locale-catalogue';
