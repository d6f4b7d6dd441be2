import { useTranslation } from 'react-i18next';

import type { SportFixtureView } from '../api/sportsbook-calls';
import { clockText, pointLabel, readMatch, type Side } from '../lib/match-state';
import { useLanguageTag } from './use-language-tag';

/** Where a match in play stands (minute, quarter, set, map), or when it starts. */
export const FixtureClock = ({ fixture }: { fixture: SportFixtureView }) => {
  const { t } = useTranslation();
  const tag = useLanguageTag();
  if (fixture.status === 'live') {
    const match = readMatch(fixture.state);
    let detail = '';
    if (fixture.sport === 'football') {
      if (match.halfTime) detail = t('sports.half_time');
      else if (match.minute !== null && match.minute > 0)
        detail =
          match.addedMinute > 0
            ? t('sports.minute_added', { minute: match.minute, added: match.addedMinute })
            : t('sports.minute', { minute: match.minute });
    } else if (fixture.sport === 'basketball' && match.period !== null && match.period > 0) {
      const period =
        match.period > 4 ? t('sports.overtime') : t('sports.quarter', { n: match.period });
      detail = match.secondsLeft === null ? period : `${period} ${clockText(match.secondsLeft)}`;
    } else if (fixture.sport === 'tennis') {
      detail = t('sports.set', { n: match.sets.length + 1 });
    } else if (match.map !== null) {
      detail = t('sports.map', { n: match.map });
    }
    return (
      <span className="sb-clock sb-clock--live" data-testid="fixture-clock">
        <span className="sb-live">{t('sports.live')}</span> {detail}
      </span>
    );
  }
  if (fixture.status === 'finished' || fixture.status === 'cancelled') {
    return (
      <span className="sb-clock" data-testid="fixture-clock">
        {t(`sports.status.${fixture.status}`)}
      </span>
    );
  }
  return (
    <time className="sb-clock" dateTime={fixture.starts_at} data-testid="fixture-clock">
      {new Date(fixture.starts_at).toLocaleString(tag, {
        month: 'numeric',
        day: 'numeric',
        hour: '2-digit',
        minute: '2-digit',
      })}
    </time>
  );
};

/**
 * A side's score as the sport reads it: goals or points; tennis's finished sets' games, the
 * current set's games and the game's points, then the sets won; esports's current map's rounds,
 * then the maps won.
 */
export const MatchScore = ({ fixture, side }: { fixture: SportFixtureView; side: Side }) => {
  if (fixture.status !== 'live' && fixture.status !== 'finished') return null;
  const match = readMatch(fixture.state, fixture.result);
  const index = side === 'home' ? 0 : 1;
  const live = fixture.status === 'live';
  const points = live ? pointLabel(match, side) : null;
  return (
    <span className="sb-score" data-testid={`score-${side}`}>
      {match.sets.length > 0 && (
        <span className="sb-score__sets">
          {match.sets.map((set, n) => (
            <span key={n}>{set[index]}</span>
          ))}
        </span>
      )}
      {live && match.games && <span className="sb-score__games">{match.games[index]}</span>}
      {points !== null && <span className="sb-score__points">{points}</span>}
      {live && match.mapScore && <span className="sb-score__games">{match.mapScore[index]}</span>}
      {match.score && <strong>{match.score[index]}</strong>}
    </span>
  );
};
