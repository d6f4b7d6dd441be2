import { type Announcement, callUrl, marqueeCall } from '@member-site/contracts';
import { fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';

import { envelopeResponse, renderWithProviders, setupTestI18n } from '../../../test/render';
import { AnnouncementPage } from './announcement-page';

const announcement = (id: number, extra: Partial<Announcement> = {}): Announcement => ({
  id,
  title: `Notice ${id}`,
  content: `<p>Details ${id}</p>`,
  display_before_login: true,
  display_after_login: true,
  sort: id,
  published_at: '2026-03-10T12:00:00.000Z',
  ...extra,
});

const answer = (respond: () => Response) => {
  const fetchMock = vi.fn<typeof fetch>(async (input) => {
    const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    if (url !== callUrl(marqueeCall)) throw new Error(`unexpected call ${url}`);
    return respond();
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
};

beforeAll(async () => {
  await setupTestI18n();
});

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('announcements page', () => {
  it('lists the announcements for members in the site’s order, the first one open', async () => {
    const fetchMock = answer(() =>
      envelopeResponse({
        web_announcement_list: [
          announcement(2, { title: 'Maintenance tonight' }),
          announcement(3, { title: 'Visitors only', display_after_login: false }),
          announcement(1, { title: 'New slot', content: '<b>Try it</b><script>x()</script>' }),
        ],
      }),
    );
    renderWithProviders(<AnnouncementPage />);
    expect(screen.getByTestId('announcements-loading')).toBeTruthy();
    const rows = await screen.findAllByTestId('announcement-row');
    expect(rows.map((row) => row.textContent)).toEqual([
      expect.stringContaining('Maintenance tonight'),
      expect.stringContaining('New slot'),
    ]);
    expect(screen.queryByText('Visitors only')).toBeNull();
    const body = JSON.parse(fetchMock.mock.calls[0]![1]!.body as string) as Record<string, unknown>;
    expect(body).toMatchObject({ sort_field: 'sort', sort_order: 'asc' });

    fireEvent.click(within(rows[1]!).getByRole('button'));
    expect(await within(rows[1]!).findByText('Try it')).toBeTruthy();
    expect(rows[1]!.innerHTML).not.toContain('<script');
  });

  it('says when there is nothing to read', async () => {
    answer(() => envelopeResponse({ web_announcement_list: [] }));
    renderWithProviders(<AnnouncementPage />);
    expect(await screen.findByTestId('announcements-empty')).toBeTruthy();
    expect(screen.getByText('There are no announcements right now.')).toBeTruthy();
  });

  it('says when they cannot be loaded and tries again', async () => {
    let fail = true;
    answer(() => {
      if (fail) {
        fail = false;
        return envelopeResponse(null, { code: '500', message: 'Server error', status: 500 });
      }
      return envelopeResponse({ web_announcement_list: [announcement(1)] });
    });
    renderWithProviders(<AnnouncementPage />);
    const alert = await screen.findByRole('alert');
    fireEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findAllByTestId('announcement-row')).toHaveLength(1);
  });
});
