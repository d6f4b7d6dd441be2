import { fireEvent, screen, waitFor } from '@testing-library/react';
import Cookies from 'js-cookie';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';

import { i18n, switchLanguage } from '../../../shared/i18n/i18n';
import { renderWithProviders, setupTestI18n } from '../../../test/render';
import { LanguageSelector } from './language-selector';

beforeAll(async () => {
  await setupTestI18n();
});

afterEach(async () => {
  await switchLanguage('en_US');
});

describe('language selector', () => {
  it('switches the language and remembers it for the next visit', async () => {
    renderWithProviders(<LanguageSelector />);
    fireEvent.click(screen.getByTestId('language-selector'));
    fireEvent.click(await screen.findByTestId('language-option-vi_VN'));

    // The switch loads the language's texts first, which a busy machine takes a while to do.
    await waitFor(
      () => {
        expect(i18n.language).toBe('vi_VN');
      },
      { timeout: 10_000 },
    );
    expect(Cookies.get('lang')).toBe('vi_VN');
    expect(Cookies.get('i18n_redirected')).toBe('vi_VN');
    expect(localStorage.getItem('lang')).toBe('vi_VN');
    expect(document.documentElement.lang).toBe('vi-VN');
    // The page now speaks Vietnamese, error catalogue messages included.
    expect(i18n.t('auth.login')).toBe('Đăng nhập');
    expect(i18n.t('errors.network')).not.toBe('errors.network');
    expect(screen.getByTestId('language-selector').textContent).toContain('Tiếng Việt');
  });
});
