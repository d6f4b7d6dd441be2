import {
  type Letter,
  callUrl,
  letterDestroyCall,
  letterListCall,
  letterReadCall,
} from '@member-site/contracts';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';

import { envelopeResponse, renderWithProviders, signInTestMember } from '../../../test/render';
import { LetterPage } from './letter-page';

const letter = (id: number, extra: Partial<Letter> = {}): Letter => ({
  id,
  title: `Letter ${id}`,
  content: `<p>Body ${id}</p>`,
  is_read: false,
  created_at: '2026-03-10T12:00:00.000Z',
  read_at: null,
  ...extra,
});

type Body = Record<string, unknown>;

/** A fake letters server over fetch: 50 a page, newest first, with read and destroy. */
const fakeServer = (initial: Letter[], options: { failList?: number } = {}) => {
  let letters = [...initial];
  let failures = options.failList ?? 0;
  const bodies: { url: string; body: Body }[] = [];
  const counts = () => ({
    total_count: letters.length,
    unread_count: letters.filter((l) => !l.is_read).length,
  });
  vi.stubGlobal(
    'fetch',
    vi.fn<typeof fetch>(async (input, init) => {
      const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
      const body = JSON.parse((init?.body as string | undefined) ?? '{}') as Body;
      bodies.push({ url, body });
      if (url === callUrl(letterListCall)) {
        if (failures > 0) {
          failures -= 1;
          return envelopeResponse(null, { code: '500', message: 'Server error', status: 500 });
        }
        const page = Number(body.page);
        const sorted = [...letters].sort((a, b) => b.id - a.id);
        return envelopeResponse({
          list: sorted.slice((page - 1) * 50, page * 50),
          ...counts(),
          page,
          count: 50,
        });
      }
      if (url === callUrl(letterReadCall)) {
        letters = letters.map((l) => (l.id === body.id ? { ...l, is_read: true } : l));
        return envelopeResponse({ id: body.id, is_read: true, ...counts() });
      }
      if (url === callUrl(letterDestroyCall)) {
        const ids = body.ids as number[] | undefined;
        const before = letters.length;
        letters = ids ? letters.filter((l) => !ids.includes(l.id)) : [];
        return envelopeResponse({ deleted_count: before - letters.length, ...counts() });
      }
      throw new Error(`unexpected call ${url}`);
    }),
  );
  return { bodies: (url: string) => bodies.filter((b) => b.url === url).map((b) => b.body) };
};

signInTestMember();

describe('letters page', () => {
  it('lists letters newest first with unread ones marked and the unread count', async () => {
    const server = fakeServer([letter(1, { is_read: true }), letter(2), letter(3)]);
    renderWithProviders(<LetterPage />);
    expect(screen.getByTestId('letters-loading')).toBeTruthy();

    const rows = await screen.findAllByTestId('letter-row');
    expect(rows.map((row) => row.textContent)).toEqual([
      expect.stringContaining('Letter 3'),
      expect.stringContaining('Letter 2'),
      expect.stringContaining('Letter 1'),
    ]);
    expect(within(rows[0]!).getByTestId('letter-unread').textContent).toBe('Unread');
    expect(within(rows[2]!).queryByTestId('letter-unread')).toBeNull();
    expect(screen.getByText('2 unread of 3')).toBeTruthy();
    expect(server.bodies(callUrl(letterListCall))[0]).toMatchObject({
      active: 0,
      count: 50,
      page: 1,
      sort_field: 'id',
      sort_order: 'desc',
    });
  });

  it('opens a letter with its content sanitised, reads it, and the list follows', async () => {
    const server = fakeServer([
      letter(5, {
        content: '<p>Welcome bonus</p><img src="x" onerror="alert(1)"><script>alert(2)</script>',
      }),
    ]);
    renderWithProviders(<LetterPage />);
    fireEvent.click(await screen.findByRole('button', { name: 'Open “Letter 5”' }));

    const detail = await screen.findByTestId('letter-detail');
    expect(within(detail).getByText('Welcome bonus')).toBeTruthy();
    expect(detail.innerHTML).not.toContain('onerror');
    expect(detail.innerHTML).not.toContain('<script');
    await waitFor(() => {
      expect(server.bodies(callUrl(letterReadCall))).toEqual([expect.objectContaining({ id: 5 })]);
    });
    await waitFor(() => {
      expect(screen.queryByTestId('letter-unread')).toBeNull();
    });
    expect(screen.getByText('0 unread of 1')).toBeTruthy();
  });

  it('does not read again a letter already read', async () => {
    const server = fakeServer([letter(9, { is_read: true })]);
    renderWithProviders(<LetterPage />);
    fireEvent.click(await screen.findByRole('button', { name: 'Open “Letter 9”' }));
    await screen.findByTestId('letter-detail');
    expect(server.bodies(callUrl(letterReadCall))).toEqual([]);
  });

  it('deletes one letter, then all of them after asking', async () => {
    const server = fakeServer([letter(1), letter(2), letter(3)]);
    renderWithProviders(<LetterPage />);
    fireEvent.click(await screen.findByRole('button', { name: 'Delete “Letter 2”' }));
    await waitFor(() => {
      expect(screen.getAllByTestId('letter-row')).toHaveLength(2);
    });
    expect(server.bodies(callUrl(letterDestroyCall))[0]).toMatchObject({ ids: [2] });
    expect(screen.queryByText('Letter 2')).toBeNull();

    fireEvent.click(screen.getByTestId('letters-delete-all'));
    const confirm = await screen.findByTestId('letters-delete-all-confirm');
    fireEvent.click(within(confirm).getByRole('button', { name: 'Delete all' }));
    await screen.findByTestId('letters-empty');
    expect(server.bodies(callUrl(letterDestroyCall))[1]).not.toHaveProperty('ids');
    expect(screen.getByText('You have no messages.')).toBeTruthy();
  });

  it('pages 50 letters at a time', async () => {
    const server = fakeServer(Array.from({ length: 60 }, (_, i) => letter(i + 1)));
    renderWithProviders(<LetterPage />);
    expect(await screen.findAllByTestId('letter-row')).toHaveLength(50);
    const pager = screen.getByTestId('letters-pagination');
    fireEvent.click(within(pager).getByRole('button', { name: '2' }));
    await waitFor(() => {
      expect(screen.getAllByTestId('letter-row')).toHaveLength(10);
    });
    expect(server.bodies(callUrl(letterListCall)).at(-1)).toMatchObject({ page: 2 });
    expect(screen.getAllByTestId('letter-row')[0]!.textContent).toContain('Letter 10');
  });

  it('says so when the letters cannot be loaded, and tries again', async () => {
    fakeServer([letter(1)], { failList: 1 });
    renderWithProviders(<LetterPage />);
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('This could not be loaded');
    fireEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findAllByTestId('letter-row')).toHaveLength(1);
  });
});
