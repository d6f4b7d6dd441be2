/**
 * Calls of the house's table game pages (baccarat, dice lottery, bull bull, virtual racing,
 * cockfight). All but the round check carry the game session token in `authorization`.
 */
import { describeCalls } from '../call';
import type { houseTablesWire } from '../wire/house-tables';

export type {
  TableBetView,
  TableRoundCheck,
  TableRoundView,
  TableState,
  TableView,
} from '../wire/house-tables';

const call = describeCalls<typeof houseTablesWire>();

/** The table of the session's game: its round now, recent rounds, the player's bets, balance. */
export const tableStateCall = call({
  path: '/house/table/state',
  method: 'POST',
  access: 'house',
  family: 'house',
});
/** Bet on the open round; the same request_id again answers the same bet. */
export const tableBetCall = call({
  path: '/house/table/bet',
  method: 'POST',
  access: 'house',
  family: 'house',
});
/** The table's finished rounds, newest first. */
export const tableRoundsCall = call({
  path: '/house/table/rounds',
  method: 'POST',
  access: 'house',
  family: 'house',
});
/** The player's bets at this table, newest first. */
export const tableBetsCall = call({
  path: '/house/table/bets',
  method: 'POST',
  access: 'house',
  family: 'house',
});
/** Any round of the site's tables with what checks it: public, so anyone can verify. */
export const tableRoundCheckCall = call({
  path: '/house/table/round',
  method: 'POST',
  access: 'public',
  family: 'house',
});
/** The site's house tables. */
export const operatorTablesCall = call({
  path: '/operator/house/tables',
  method: 'POST',
  access: 'operator',
  family: 'house',
});
/**
 * Open or close a table of a game and currency, or set its limits or clock (the table starts
 * with its defaults if it has not yet); each change goes in the audit log.
 */
export const operatorTableCall = call({
  path: '/operator/house/table',
  method: 'POST',
  access: 'operator',
  family: 'house',
});
/** Publish a new hash chain for a table: it serves the table from its next round on. */
export const operatorTableChainCall = call({
  path: '/operator/house/table/chain',
  method: 'POST',
  access: 'operator',
  family: 'house',
});
/** Void a round still open for bets: every bet is refunded and its seed revealed. */
export const operatorVoidRoundCall = call({
  path: '/operator/house/round/void',
  method: 'POST',
  access: 'operator',
  family: 'house',
});
