import {
  type CallParsedRequest,
  type CallResponse,
  type RecordWallet,
  type dwRecordCall,
  type transactionRecordCall,
} from '@member-site/contracts';
import {
  type DwRecordStatus,
  RECORD_MAX_RANGE_DAYS,
  SITE_TIME_ZONE,
  type SupportedLanguage,
  TRANSACTION_KINDS,
  TRANSACTION_TYPE_KINDS,
  formatMinorUnits,
  pickLocalized,
  transactionTypeOfKind,
  zonedWallToInstant,
} from '@member-site/contracts/constants';

import type { Db } from '../../db/client';
import { isoOrNull } from '../../shared/time';
import type { MemberRow } from '../session/session.service';
import { moneyError } from '../ledger/money-errors';
import type { SiteRecord } from '../site/site.service';
import {
  type PageWindow,
  type RecordScope,
  findProviders,
  listMemberOrders,
  listMemberTransfers,
} from './records.repository';

export type RecordCaller = { site: SiteRecord; language: SupportedLanguage; member: MemberRow };

const DAY_MS = 24 * 60 * 60 * 1000;

/** The UTC instant at which the calendar day `date` (YYYY-MM-DD, a real date) starts in `timeZone`. */
export const startOfZonedDay = (date: string, timeZone: string): Date => {
  return new Date(zonedWallToInstant(Date.parse(`${date}T00:00:00Z`), timeZone));
};

/** Milliseconds of the day's UTC midnight when `date` is a real calendar day, else undefined. */
const calendarDay = (date: string): number | undefined => {
  const time = Date.parse(`${date}T00:00:00Z`);
  if (Number.isNaN(time)) return undefined;
  return new Date(time).toISOString().slice(0, 10) === date ? time : undefined;
};

/**
 * The instants a range of site days covers: from the start of `start_date` to the start of the day
 * after `end_date`, in the site's time zone (spec section 9: America/Caracas), so a movement just
 * before midnight there falls on the day the member saw on the clock. A range that is not two real
 * days, ends before it starts or covers more than RECORD_MAX_RANGE_DAYS days answers money 117.
 */
export const siteDayRange = (
  startDate: string,
  endDate: string,
  timeZone: string = SITE_TIME_ZONE,
): { from: Date; to: Date } => {
  const start = calendarDay(startDate);
  const end = calendarDay(endDate);
  if (start === undefined || end === undefined || end < start) throw moneyError('117');
  if ((end - start) / DAY_MS + 1 > RECORD_MAX_RANGE_DAYS) throw moneyError('117');
  const dayAfter = new Date(end + DAY_MS).toISOString().slice(0, 10);
  return { from: startOfZonedDay(startDate, timeZone), to: startOfZonedDay(dayAfter, timeZone) };
};

const pageWindow = (page: number, count: number): PageWindow => ({
  limit: count,
  offset: (page - 1) * count,
});

/** An order number the movement's memo names, if any. */
const orderNumberOf = (memo: Record<string, unknown> | null): string | null => {
  const value = memo?.order_number ?? memo?.orderNumber;
  return typeof value === 'string' && value !== '' ? value : null;
};

export const createRecordsService = (db: Db) => ({
  /** Transaction: the ledger movements touching the caller's wallets, newest first. */
  transactions: async (
    { site, language, member }: RecordCaller,
    body: CallParsedRequest<typeof transactionRecordCall>,
  ): Promise<CallResponse<typeof transactionRecordCall>> => {
    const scope: RecordScope = {
      siteId: site.id,
      memberId: member.id,
      ...siteDayRange(body.start_date, body.end_date),
    };
    // The house's stakes and payouts are in the game's round history, not here.
    const kinds = body.type === 'all' ? TRANSACTION_KINDS : TRANSACTION_TYPE_KINDS[body.type];
    const { rows, total } = await listMemberTransfers(
      db,
      scope,
      kinds,
      pageWindow(body.page, body.count),
    );
    const codes = [...new Set(rows.flatMap((row) => (row.provider ? [row.provider] : [])))];
    const providers = new Map(
      (await findProviders(db, site.id, codes)).map((provider) => [provider.code, provider]),
    );
    return {
      list: rows.map((row) => {
        const provider = row.provider ? providers.get(row.provider) : undefined;
        const wallet: RecordWallet = row.provider
          ? {
              type: 'provider',
              gp_id: provider?.id ?? null,
              code: row.provider,
              name: provider ? pickLocalized(provider.name, language) : row.provider,
            }
          : { type: 'main', gp_id: null, code: null, name: '' };
        const gained = row.mainAmount !== 0n ? row.mainAmount : row.netAmount;
        return {
          id: row.id,
          time: row.createdAt.toISOString(),
          kind: row.kind,
          type: transactionTypeOfKind(row.kind),
          direction: gained > 0n ? ('credit' as const) : ('debit' as const),
          amount: formatMinorUnits(row.amount, row.currency),
          currency: row.currency,
          wallet,
          order_number: orderNumberOf(row.memo),
        };
      }),
      total_count: total,
      page: body.page,
      count: body.count,
    };
  },

  /** DWRecord: the caller's deposit and withdrawal orders, newest first. */
  orders: async (
    { site, language, member }: RecordCaller,
    body: CallParsedRequest<typeof dwRecordCall>,
  ): Promise<CallResponse<typeof dwRecordCall>> => {
    const scope: RecordScope = {
      siteId: site.id,
      memberId: member.id,
      ...siteDayRange(body.start_date, body.end_date),
    };
    const { rows, total } = await listMemberOrders(
      db,
      scope,
      {
        deposits: body.type !== 'withdrawal',
        withdrawals: body.type !== 'deposit',
        status: body.status === 'all' ? undefined : body.status,
      },
      pageWindow(body.page, body.count),
    );
    return {
      list: rows.map((row) => ({
        order_number: row.orderNumber,
        type: row.type,
        amount: formatMinorUnits(row.amount, row.currency),
        currency: row.currency,
        status: row.status as DwRecordStatus,
        channel_name: row.channelName ? pickLocalized(row.channelName, language) : null,
        created_at: row.createdAt.toISOString(),
        decided_at: isoOrNull(row.decidedAt),
        reason: row.status === 'rejected' ? row.reason : null,
      })),
      total_count: total,
      page: body.page,
      count: body.count,
    };
  },
});

export type RecordsService = ReturnType<typeof createRecordsService>;
