import { render, screen } from '@testing-library/react';
import Cookies from 'js-cookie';
import { RouterProvider, createMemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';

import { REDIRECT_ROUTES } from './redirects';

const visit = async (entry: string) => {
  const router = createMemoryRouter([...REDIRECT_ROUTES, { path: '/', element: <p>lobby</p> }], {
    initialEntries: [entry],
  });
  render(<RouterProvider router={router} />);
  await screen.findByText('lobby');
  return router.state.location;
};

describe('redirects of spec section 2', () => {
  it.each(['/main', '/main/7', '/gameHall', '/gameHall/3', '/slotgame?gt_id=2&gp_id=5&house=x'])(
    '%s goes to a bare /',
    async (entry) => {
      const location = await visit(entry);
      expect(location.pathname).toBe('/');
      expect(location.search).toBe('');
    },
  );

  it('/fastDeposit sets isFastDeposit=true and goes home', async () => {
    const location = await visit('/fastDeposit?amount=100');
    expect(location.pathname).toBe('/');
    expect(location.search).toBe('');
    expect(Cookies.get('isFastDeposit')).toBe('true');
    expect(Cookies.get('isRouteRegister')).toBeUndefined();
  });

  it('/register sets isRouteRegister=true and goes home', async () => {
    const location = await visit('/register?id=88');
    expect(location.pathname).toBe('/');
    expect(Cookies.get('isRouteRegister')).toBe('true');
  });

  it('/register remembers the agent or referral link whose query the redirect drops', async () => {
    await visit('/register?id=88&currency=VND');
    expect(Cookies.get('member_agent')).toBe('88');
    expect(Cookies.get('currency')).toBe('VND');
    await visit('/register?invite=FRIEND7');
    expect(Cookies.get('recommend_code')).toBe('FRIEND7');
    expect(Cookies.get('member_agent')).toBeUndefined();
  });
});
