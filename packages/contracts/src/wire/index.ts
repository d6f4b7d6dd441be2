/**
 * The zod schemas of every call, for the server (which validates every request and, outside
 * production, every response) and for tests. The browser loads none of this.
 */
import type { CallContract, CallSchemas } from '../call';
import { accountWire } from './account';
import { agentWire } from './agent';
import { agentReportsWire } from './agent-reports';
import { bonusWire } from './bonus';
import type { WireCall } from './call';
import { contentWire } from './content';
import { depositWire } from './deposit';
import { gamesWire } from './games';
import { houseWire } from './house';
import { houseTablesWire } from './house-tables';
import { contentAdminWire } from './content-admin';
import { lettersWire } from './letters';
import { moneyWire } from './money';
import { promotionsWire } from './promotions';
import { recordsWire } from './records';
import { registerWire } from './register';
import { siteWire } from './site';
import { recommendWire } from './recommend';
import { signinWire } from './signin';
import { sportsbookWire } from './sportsbook';
import { walletWire } from './wallet';
import { withdrawalWire } from './withdrawal';

export * from './call';
export * from './common';
export * from './site';
export * from './content';
export * from './account';
export * from './register';
export * from './money';
export * from './wallet';
export * from './records';
export * from './deposit';
export * from './withdrawal';
export * from './games';
export * from './house';
export * from './house-tables';
export * from './sportsbook';
export * from './signin';
export * from './recommend';
export * from './content-admin';
export * from './letters';
export * from './promotions';
export * from './bonus';
export * from './agent';
export * from './agent-reports';

/** Every call's schemas, by path. */
export const WIRE: Readonly<Record<string, CallSchemas>> = Object.freeze({
  ...siteWire,
  ...contentWire,
  ...accountWire,
  ...registerWire,
  ...moneyWire,
  ...walletWire,
  ...recordsWire,
  ...depositWire,
  ...withdrawalWire,
  ...gamesWire,
  ...houseWire,
  ...houseTablesWire,
  ...sportsbookWire,
  ...signinWire,
  ...recommendWire,
  ...lettersWire,
  ...contentAdminWire,
  ...promotionsWire,
  ...bonusWire,
  ...agentWire,
  ...agentReportsWire,
});

/** The schemas of a call. Throws for a call declared without schemas (a programming error). */
export const wireSchemas = <S extends CallSchemas>(call: CallContract<S>): S => {
  const schemas = Object.hasOwn(WIRE, call.path) ? WIRE[call.path] : undefined;
  if (!schemas) throw new Error(`No schemas are declared for the call ${call.path}`);
  return schemas as S;
};

/** A call with its schemas. */
export const withSchemas = <S extends CallSchemas>(call: CallContract<S>): WireCall<S> => ({
  ...call,
  ...wireSchemas(call),
});
