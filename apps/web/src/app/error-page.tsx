import { IconHome2 } from '@tabler/icons-react';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, isRouteErrorResponse, useLocation, useRouteError } from 'react-router';

import { claimChunkReload, isChunkLoadError } from '../shared/lib/chunk-reload';
import { LoadingOverlay } from '../shared/ui/loading-overlay';
import { actionButtonClass } from '../shared/ui/action-button';
import { usePageName } from './hooks/page-title';
import classes from './error-page.module.css';

type ErrorPageProps = {
  status?: number;
  path: string;
  /** Rendered without the site layout (the layout itself failed): set the tab title here. */
  standalone?: boolean;
};

/**
 * The error page of spec section 2: the status code (500 unless told), "Page Not Found: {path}" for
 * 404, the title "Page Not Found" or "Internal Server Error", and a way back home.
 */
export const ErrorPage = ({ status = 500, path, standalone = false }: ErrorPageProps) => {
  const { t } = useTranslation();
  const notFound = status === 404;
  const title = notFound ? t('errorPage.notFoundTitle') : t('errorPage.serverErrorTitle');
  const message = notFound
    ? t('errorPage.notFoundMessage', { path })
    : t('errorPage.serverErrorMessage');
  usePageName(title);
  useEffect(() => {
    if (standalone) document.title = title;
  }, [standalone, title]);

  return (
    <main
      className={classes.page}
      data-testid="error-page"
      data-standalone={standalone || undefined}
    >
      <div className={classes.card}>
        <p className={classes.status} aria-hidden="true">
          {status}
        </p>
        <h1 className={classes.title} data-testid="error-page-title">
          {title}
        </h1>
        <p className={classes.message} data-testid="error-page-message">
          {message}
        </p>
        <Link
          to="/"
          reloadDocument={standalone}
          className={actionButtonClass({ variant: 'gold', size: 'md' })}
          data-testid="error-page-home"
        >
          <IconHome2 size={18} aria-hidden />
          {t('errorPage.home')}
        </Link>
      </div>
    </main>
  );
};

/** The page for addresses no route matches. */
export const NotFoundPage = () => {
  const { pathname } = useLocation();
  return <ErrorPage status={404} path={pathname} />;
};

const statusOf = (error: unknown): number => {
  if (isRouteErrorResponse(error)) return error.status;
  return 500;
};

/**
 * A page whose code could not be loaded (usually: a new version was deployed and the old chunks
 * are gone) reloads once at the address the visitor asked for; the guard of 10 s per path shows
 * the error page instead of reloading in a loop.
 */
const reloadDecisions = new WeakMap<Error, boolean>();

const useChunkErrorReload = (error: unknown): boolean => {
  let reload = false;
  if (error instanceof Error && isChunkLoadError(error)) {
    // Decided once per error, so rendering twice (StrictMode) does not spend the guard twice.
    reload = reloadDecisions.get(error) ?? claimChunkReload();
    reloadDecisions.set(error, reload);
  }
  useEffect(() => {
    if (reload) window.location.reload();
    else if (!isChunkLoadError(error)) console.error(error);
  }, [reload, error]);
  return reload;
};

/** Router errorElement inside the layout: a failed page keeps the header and footer. */
export const RouteErrorPage = () => {
  const error = useRouteError();
  const { pathname } = useLocation();
  if (useChunkErrorReload(error)) return <LoadingOverlay visible />;
  return <ErrorPage status={statusOf(error)} path={pathname} />;
};

/** Router errorElement at the root, when even the layout could not render. */
export const RootErrorPage = () => {
  const error = useRouteError();
  const { pathname } = useLocation();
  if (useChunkErrorReload(error)) return <LoadingOverlay visible />;
  return <ErrorPage status={statusOf(error)} path={pathname} standalone />;
};
