import { describe, expect, it } from 'vitest';

import { SPORTS } from '../types';
import { LEAGUES, leagueName } from './leagues';
import { playMatch } from './play';
import { DEFAULT_DURATION_MS, type FixturePlan } from './plan';
import { FORM, SLOT_MATCHES, scheduleFixtures, slotMsFor } from './schedule';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;
const FROM = Date.UTC(2025, 2, 10, 6, 7);

describe('the simulated leagues', () => {
  it('are fictional leagues of 8 to 16 sides with stable, unique ids and names', () => {
    expect(LEAGUES.filter((league) => league.sport === 'football')).toHaveLength(3);
    expect(LEAGUES.filter((league) => league.sport === 'basketball')).toHaveLength(2);
    expect(new Set(LEAGUES.map((league) => league.sport))).toEqual(new Set(SPORTS));
    const teams = LEAGUES.flatMap((league) => league.teams);
    expect(new Set(teams.map((team) => team.id)).size).toBe(teams.length);
    expect(new Set(teams.map((team) => team.name)).size).toBe(teams.length);
    expect(leagueName('fb-northmark')).toBe('Northmark Premier Division');
    expect(() => leagueName('nowhere')).toThrow(RangeError);
    for (const league of LEAGUES) {
      expect(league.teams.length % 2).toBe(0);
      expect(league.teams.length).toBeGreaterThanOrEqual(league.sport === 'tennis' ? 16 : 8);
      for (const team of league.teams) expect(team.id.startsWith(`${league.id}-`)).toBe(true);
    }
  });
});

describe('scheduleFixtures', () => {
  const day = scheduleFixtures('demo seed', FROM, FROM + DAY);

  it('lists the same fixtures for the same seed, and others for another seed', () => {
    expect(scheduleFixtures('demo seed', FROM, FROM + DAY)).toEqual(day);
    const other = scheduleFixtures('another seed', FROM, FROM + DAY);
    expect(other.map((plan) => plan.id)).toEqual(day.map((plan) => plan.id));
    expect(other.map((plan) => [plan.home.id, plan.away.id])).not.toEqual(
      day.map((plan) => [plan.home.id, plan.away.id]),
    );
  });

  it('lists the same fixtures with the same ids in overlapping windows', () => {
    const later = scheduleFixtures('demo seed', FROM + 5 * HOUR + 1234, FROM + 30 * HOUR);
    const overlap = (plans: FixturePlan[]) =>
      plans.filter(
        (plan) => plan.kickoffMs >= FROM + 5 * HOUR + 1234 && plan.kickoffMs < FROM + DAY,
      );
    expect(overlap(later)).toEqual(overlap(day));
    expect(overlap(day).length).toBeGreaterThan(100);
  });

  it('keeps every kick-off in the window, on a whole minute, with a unique stable id', () => {
    expect(new Set(day.map((plan) => plan.id)).size).toBe(day.length);
    for (const plan of day) {
      expect(plan.kickoffMs).toBeGreaterThanOrEqual(FROM);
      expect(plan.kickoffMs).toBeLessThan(FROM + DAY);
      expect(plan.kickoffMs % 60_000).toBe(0);
      expect(plan.id).toMatch(/^[a-z0-9]+-[a-z]+-\d{12}-\d$/);
      expect(plan.id.length).toBeLessThanOrEqual(64);
      expect(plan.home.id).not.toBe(plan.away.id);
      expect(JSON.parse(JSON.stringify(plan))).toEqual(plan);
    }
    const sorted = [...day].sort((a, b) => a.kickoffMs - b.kickoffMs);
    expect(day.map((plan) => plan.kickoffMs)).toEqual(sorted.map((plan) => plan.kickoffMs));
  });

  it('gives every league several fixtures a day and each side its strength and form', () => {
    for (const league of LEAGUES) {
      const own = day.filter((plan) => plan.leagueId === league.id);
      expect(own.length).toBeGreaterThanOrEqual(24);
      for (const plan of own) {
        expect(plan.sport).toBe(league.sport);
        for (const side of ['home', 'away'] as const) {
          const team = league.teams.find((candidate) => candidate.id === plan[side].id);
          expect(team?.name).toBe(plan[side].name);
          const form = FORM[league.sport];
          expect(
            Math.abs(plan.strengths[side].attack - (team?.strength.attack ?? NaN)),
          ).toBeLessThanOrEqual(form + 1e-12);
          expect(
            Math.abs(plan.strengths[side].defence - (team?.strength.defence ?? NaN)),
          ).toBeLessThanOrEqual(form + 1e-12);
        }
      }
    }
    expect(
      new Set(day.filter((plan) => plan.sport === 'tennis').map((p) => p.firstServer)),
    ).toEqual(new Set(['home', 'away']));
  });

  it('never has a side play twice at once, and always a match in play or about to start', () => {
    const played = day.map((plan) => ({
      plan,
      endMs: plan.kickoffMs + playMatch(plan).durationMs,
    }));
    const bySide = new Map<string, { from: number; to: number }[]>();
    for (const { plan, endMs } of played)
      for (const side of [plan.home.id, plan.away.id])
        bySide.set(side, [...(bySide.get(side) ?? []), { from: plan.kickoffMs, to: endMs }]);
    for (const spans of bySide.values()) {
      spans.sort((a, b) => a.from - b.from);
      spans
        .slice(1)
        .forEach((span, i) => expect(span.from).toBeGreaterThanOrEqual(spans[i]?.to ?? 0));
    }
    // Slots are three typical matches apart; no match took more than two and a half.
    for (const { plan, endMs } of played) {
      expect(endMs - plan.kickoffMs).toBeLessThan(2.5 * plan.durationMs);
      expect(slotMsFor(plan.durationMs)).toBeGreaterThanOrEqual(SLOT_MATCHES * plan.durationMs);
    }
    for (let at = FROM + HOUR; at < FROM + DAY - HOUR; at += 5 * 60_000) {
      expect(played.some(({ plan, endMs }) => plan.kickoffMs <= at && at < endMs)).toBe(true);
      expect(day.some((plan) => plan.kickoffMs > at && plan.kickoffMs <= at + 15 * 60_000)).toBe(
        true,
      );
    }
  });

  it('spaces slots by the match duration asked, on quarter hours, or whole minutes for turbo matches', () => {
    expect(slotMsFor(DEFAULT_DURATION_MS.football)).toBe(30 * 60_000);
    expect(slotMsFor(5 * 60_000)).toBe(15 * 60_000);
    expect(slotMsFor(40_000)).toBe(2 * 60_000);
    expect(slotMsFor(5_000)).toBe(60_000);
    const slow = scheduleFixtures('demo seed', FROM, FROM + DAY, {
      durationMs: { football: 30 * 60_000 },
      leagues: ['fb-northmark'],
    });
    expect(new Set(slow.map((plan) => plan.leagueId))).toEqual(new Set(['fb-northmark']));
    expect(slow.every((plan) => plan.durationMs === 30 * 60_000)).toBe(true);
    const gaps = slow.slice(1).map((plan, i) => plan.kickoffMs - (slow[i]?.kickoffMs ?? 0));
    expect(Math.max(...gaps)).toBe(90 * 60_000);
  });
});
