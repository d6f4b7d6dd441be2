/*
 * Key prefixes of public content queries that the realtime channels refresh when the operator
 * changes the content. The feature that reads a list appends its own parameters (site, currency,
 * language); refreshing by the prefix reaches every variant. Lists no feature shows yet (the
 * desktop template's advertisements and login pictures) get their key here for the feature that
 * will show them.
 */

/** Lobby banners (`/arks/web/carousel_picture`). */
export const CAROUSEL_QUERY_KEY = ['lobby', 'carousel'] as const;

/** The sponsors page (`/arks/web/sponsor`). */
export const SPONSORS_QUERY_KEY = ['sponsors', 'list'] as const;

/** The desktop template's advertisements (`/web/model_setting`). */
export const MODEL_SETTINGS_QUERY_KEY = ['content', 'model-settings'] as const;

/** The template's sponsor pictures (`/web/model_sponsor`). */
export const MODEL_SPONSOR_QUERY_KEY = ['content', 'model-sponsor'] as const;

/** The template's login pictures (`/web/model_login`). */
export const MODEL_LOGIN_QUERY_KEY = ['content', 'model-login'] as const;
