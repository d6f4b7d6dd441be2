import { userInfo } from 'node:os';

import { type Currency } from '@member-site/contracts/constants';
import { currencySchema } from '@member-site/contracts/wire';

import type { Db } from '../db/client';
import { AppError } from '../http/app-error';
import { failure } from '../http/envelope';
import type { Deps } from '../deps';
import type { SiteRecord } from '../modules/site/site.service';

/*
 * What every operator command is built from: the options the command line knows, the two kinds
 * of operator mistake, and small helpers for arguments and printing.
 */

/** What a command prints and the process's exit code: 0 done, 1 refused, 2 wrong usage. */
export type CommandResult = { code: 0 | 1 | 2; output: string };

/** The command line was wrong: the operator gets the usage. */
export class UsageError extends Error {}
/** The command was understood but cannot be done (unknown member, host taken, ...). */
export class RefusedError extends Error {}

export const OPTIONS = {
  site: { type: 'string' },
  login: { type: 'string' },
  register: { type: 'string' },
  currency: { type: 'string' },
  field: { type: 'string' },
  display: { type: 'string' },
  required: { type: 'string' },
  unique: { type: 'string' },
  verification: { type: 'string' },
  'member-center': { type: 'string' },
  'member-center-verification': { type: 'string' },
  agent: { type: 'string' },
  limit: { type: 'string' },
  reason: { type: 'string' },
  key: { type: 'string' },
  status: { type: 'string' },
  kind: { type: 'string' },
  clear: { type: 'boolean' },
  from: { type: 'string' },
  to: { type: 'string' },
  min: { type: 'string' },
  max: { type: 'string' },
  step: { type: 'string' },
  round: { type: 'string' },
  close: { type: 'string' },
  show: { type: 'string' },
  length: { type: 'string' },
  title: { type: 'string' },
  rewards: { type: 'string' },
  member: { type: 'string' },
  members: { type: 'string' },
  content: { type: 'string' },
  start: { type: 'string' },
  end: { type: 'string' },
  pool: { type: 'string' },
  count: { type: 'string' },
  rule: { type: 'string' },
  amount: { type: 'string' },
  'min-deposit': { type: 'string' },
  'deposit-since': { type: 'string' },
  award: { type: 'string' },
  percent: { type: 'string' },
  cap: { type: 'string' },
  tiers: { type: 'string' },
  multiple: { type: 'string' },
  'expiry-days': { type: 'string' },
  language: { type: 'string' },
  'before-login': { type: 'string' },
  'after-login': { type: 'string' },
  sort: { type: 'string' },
  'published-at': { type: 'string' },
  picture: { type: 'string' },
  device: { type: 'string' },
  location: { type: 'string' },
  frequency: { type: 'string' },
  name: { type: 'string' },
  basis: { type: 'string' },
  'min-valid-bet': { type: 'string' },
  balances: { type: 'string' },
  id: { type: 'string' },
  'expire-days': { type: 'string' },
  request: { type: 'string' },
  plan: { type: 'string' },
  level: { type: 'string' },
  period: { type: 'string' },
  'pow-strength': { type: 'string' },
  help: { type: 'boolean', short: 'h' },
} as const;
export type OptionName = keyof typeof OPTIONS;
export type Values = Partial<Record<OptionName, string | boolean>>;

export const onOff = (name: string, value: string | boolean | undefined): boolean | undefined => {
  if (value === undefined) return undefined;
  if (value === 'on') return true;
  if (value === 'off') return false;
  throw new UsageError(`--${name} takes on or off.`);
};

export const stringOption = (values: Values, name: OptionName): string | undefined => {
  const value = values[name];
  return typeof value === 'string' ? value : undefined;
};

export const requireString = (values: Values, name: OptionName): string => {
  const value = stringOption(values, name);
  if (value === undefined || value.trim() === '') throw new UsageError(`--${name} is required.`);
  return value.trim();
};

export const positiveInt = (name: string, value: string, max: number): number => {
  if (!/^\d{1,9}$/.test(value) || Number(value) < 1 || Number(value) > max) {
    throw new UsageError(`--${name} must be a whole number from 1 to ${max}.`);
  }
  return Number(value);
};

export const parseCurrency = (value: string): Currency => {
  const parsed = currencySchema.safeParse(value.toUpperCase());
  if (!parsed.success) throw new UsageError(`Unknown currency '${value}'.`);
  return parsed.data;
};

export const openCurrency = (site: SiteRecord, currency: Currency): Currency => {
  if (!site.currencies.includes(currency)) {
    throw new RefusedError(
      `Site ${site.id} does not offer ${currency} (it offers ${site.currencies.join(', ') || 'none'}).`,
    );
  }
  return currency;
};

export const when = (date: Date | null): string =>
  date === null ? 'never' : `${date.toISOString().slice(0, 19).replace('T', ' ')} UTC`;

/** Rows as aligned columns under a header. */
export const table = (header: readonly string[], rows: readonly (readonly string[])[]): string => {
  const widths = header.map((title, i) =>
    Math.max(title.length, ...rows.map((row) => (row[i] ?? '').length)),
  );
  const line = (cells: readonly string[]) =>
    cells
      .map((cell, i) => (i === cells.length - 1 ? cell : cell.padEnd(widths[i] ?? 0)))
      .join('  ');
  return [line(header), ...rows.map(line)].join('\n');
};

export const flagText = (value: boolean): string => (value ? 'on' : 'off');

export type Context = {
  /** The server's services: a command acts through them like a call would. */
  deps: Deps;
  /** The database, for the queries of the operator's own repository. */
  db: Db;
  site: SiteRecord;
  args: readonly string[];
  values: Values;
};

export type Command = {
  /** Its lines in the help text (commands of the first group are described in USAGE itself). */
  usage?: string;
  /** Options the command takes besides --site. */
  options: readonly OptionName[];
  run: (context: Context) => Promise<string>;
};

export const exactArgs = (args: readonly string[], count: number, usage: string): void => {
  if (args.length !== count) throw new UsageError(`Usage: ${usage}`);
};

/**
 * Text as a terminal may show it: stored values (member names, reasons, SMS texts) could hold
 * escape sequences that rewrite the operator's screen, so every control character but the line
 * break, and every lone surrogate, is printed as a visible `\u{..}` escape instead.
 */
export const escapeForTerminal = (text: string): string =>
  text.replace(
    /(?!\n)[\p{Cc}\p{Cs}]/gu,
    (char) => `\\u{${(char.codePointAt(0) ?? 0).toString(16)}}`,
  );

/** Who acts from the command line, as the audit log names them. */
export const cliActor = (): string => {
  try {
    return `cli:${userInfo().username}`;
  } catch {
    return 'cli:unknown';
  }
};

/** A refusal of a money service, in the operator's words (English). */
export const refusalOf = (error: unknown): never => {
  if (error instanceof AppError) {
    const envelope = failure(error.options.family ?? 'common', error.code, 'en_US', {
      message: error.options.message,
    });
    throw new RefusedError(`${envelope.message} (${envelope.codeFull})`);
  }
  throw error;
};
