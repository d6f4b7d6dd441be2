import { fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';

import { useInstallStore } from '../../../shared/pwa/app-install';
import { renderWithProviders, setupTestI18n } from '../../../test/render';
import { InstallWebApp } from './install-web-app';

const IPHONE_SAFARI =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1';

beforeAll(setupTestI18n);
afterEach(() => {
  useInstallStore.setState({ offer: null, installed: false });
});

describe('install the web app', () => {
  it('shows nothing where the browser can neither install nor add to the home screen', () => {
    renderWithProviders(<InstallWebApp name="Golden Lotus" />);
    expect(screen.queryByTestId('install-web-app')).toBeNull();
  });

  it('opens the browser install dialog and then says the app is installed', async () => {
    const prompt = vi.fn(() => Promise.resolve());
    useInstallStore.setState({
      offer: Object.assign(new Event('beforeinstallprompt'), {
        prompt,
        userChoice: Promise.resolve({ outcome: 'accepted' as const }),
      }),
    });
    renderWithProviders(<InstallWebApp name="Golden Lotus" />);
    fireEvent.click(screen.getByRole('button', { name: 'Install the app' }));
    expect(prompt).toHaveBeenCalledOnce();
    expect((await screen.findByRole('status')).textContent).toContain('The app is installed');
  });

  it('shows iOS Safari the Add to Home Screen steps', async () => {
    vi.spyOn(navigator, 'userAgent', 'get').mockReturnValue(IPHONE_SAFARI);
    renderWithProviders(<InstallWebApp name="Golden Lotus" />);
    fireEvent.click(screen.getByRole('button', { name: 'Add to Home Screen' }));
    const hint = await screen.findByRole('dialog', {
      name: 'Add Golden Lotus to your Home Screen',
    });
    expect(hint.textContent).toContain('Tap the Share button');
    expect(hint.textContent).toContain('Add to Home Screen');
    fireEvent.click(screen.getByRole('button', { name: 'Got it' }));
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
