import { describe, expect, it } from 'vitest';

import { routeOf } from './app';

describe('the house routes', () => {
  it('opens the books and the quick-bet frame', () => {
    expect(routeOf('/house/sportsbook')).toBe('sportsbook');
    expect(routeOf('/house/sportsbook/')).toBe('sportsbook');
    expect(routeOf('/house/esports')).toBe('esports');
    expect(routeOf('/house/sportsbook/quickbet')).toBe('quickbet');
    expect(routeOf('/house/tables/baccarat')).toBe('baccarat');
    expect(routeOf('/house/sportsbook/other')).toBe('unknown');
  });
});
