import { screen } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';

import { renderWithProviders, setupTestI18n } from '../test/render';
import { ErrorPage, NotFoundPage } from './error-page';

beforeAll(async () => {
  await setupTestI18n();
});

describe('error page', () => {
  it('tells a visitor the address was not found and links home', () => {
    renderWithProviders(<NotFoundPage />, { route: '/no/such/page' });
    expect(screen.getByTestId('error-page-title').textContent).toBe('Page Not Found');
    expect(screen.getByTestId('error-page-message').textContent).toBe(
      'Page Not Found: /no/such/page',
    );
    expect(screen.getByText('404')).toBeTruthy();
    const home = screen.getByTestId('error-page-home');
    expect(home.getAttribute('href')).toBe('/');
    expect(home.textContent).toContain('Go back home');
  });

  it('defaults to 500 with the server error title', () => {
    renderWithProviders(<ErrorPage path="/discount" />);
    expect(screen.getByText('500')).toBeTruthy();
    expect(screen.getByTestId('error-page-title').textContent).toBe('Internal Server Error');
  });
});
