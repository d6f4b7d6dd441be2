import { type Announcement, callUrl, marqueeCall } from '@member-site/contracts';
import { fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';

import { resetPageSettledForTests } from '../../../shared/hooks/use-page-settled';
import { envelopeResponse, renderWithProviders, setupTestI18n } from '../../../test/render';
import { Marquee } from './marquee';

const announcement = (id: number, title: string): Announcement => ({
  id,
  title,
  content: `<p>${title}</p>`,
  display_before_login: true,
  display_after_login: true,
  sort: id,
  published_at: '2026-03-10T12:00:00.000Z',
});

beforeAll(async () => {
  await setupTestI18n();
});

beforeEach(() => {
  vi.stubGlobal(
    'fetch',
    vi.fn<typeof fetch>(async (input) => {
      const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
      if (url !== callUrl(marqueeCall)) throw new Error(`unexpected call ${url}`);
      return envelopeResponse({
        web_announcement_list: [
          announcement(1, 'Maintenance tonight'),
          announcement(2, 'New slots'),
        ],
      });
    }),
  );
});

afterEach(() => {
  vi.unstubAllGlobals();
  resetPageSettledForTests();
});

describe('marquee', () => {
  it('holds still at its first announcement until the visitor starts using the page', async () => {
    renderWithProviders(<Marquee variant="mobile" />);

    const track = await screen.findByTestId('marquee-track');
    expect(screen.getAllByRole('button', { name: 'Maintenance tonight' })[0]).toBeTruthy();
    expect(track.hasAttribute('data-moving')).toBe(false);

    fireEvent.pointerDown(document.body);

    expect(track.getAttribute('data-moving')).toBe('true');
  });
});
