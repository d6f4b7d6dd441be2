import type {
  CallParsedRequest,
  CallResponse,
  OperatorSigninCampaign,
  SigninCampaign,
  SigninDay,
  operatorSigninScheduleCall,
  signinClaimCall,
} from '@member-site/contracts';
import {
  type Currency,
  type LocalizedText,
  SITE_TIME_ZONE,
  type SupportedLanguage,
  formatMinorUnits,
  parseMinorUnits,
} from '@member-site/contracts/constants';

import type { Db } from '../../db/client';
import { AppError, currencyNotOpen } from '../../http/app-error';
import type { DomainEventBus } from '../../infra/events';
import { addDays, daysBetween, isCalendarDay, zonedDateOf } from '../../shared/time';
import type { LedgerService } from '../ledger/ledger.service';
import type { OperatorService } from '../operator/operator.service';
import {
  type SigninCampaignWithDays,
  closeCampaign,
  findCampaign,
  findCampaignWithTotals,
  findCurrentCampaign,
  hasOverlappingCampaign,
  insertCampaign,
  insertClaim,
  listCampaigns,
  listMemberClaims,
  lockSchedules,
} from './signin.repository';

/** A refusal of a sign-in call, answered with a code of the `signin` family. */
const signinError = (code: string, message?: string) =>
  new AppError(code, { family: 'signin', ...(message === undefined ? {} : { message }) });

/** Who signs in: the member of the call and the site it belongs to. */
export type SigninCaller = {
  siteId: number;
  language: SupportedLanguage;
  member: { id: number; currency: Currency };
};

export type SigninServiceDeps = {
  ledger: LedgerService;
  operators: OperatorService;
  events: DomainEventBus;
  now?: () => Date;
  /** The site's time zone, whose calendar days the campaigns count (spec section 9). */
  timeZone?: string;
};

const lastDayOf = (campaign: { startDate: string; days: number }): string =>
  addDays(campaign.startDate, campaign.days - 1);

const titleIn = (title: LocalizedText, language: SupportedLanguage): string =>
  title[language] ?? title.en_US;

/**
 * Daily sign-in. A campaign is a run of calendar days of the site's time zone for the members of
 * one currency, each day with its reward; a member signs in on today's day only, once, and the
 * reward moves from the house's bonus account to the member's main wallet in the same transaction
 * as the sign-in row. The ledger key and the row's unique key both name the member and the day,
 * so a second sign-in on one day moves nothing, however many arrive at once.
 */
export const createSigninService = (db: Db, deps: SigninServiceDeps) => {
  const { ledger, operators, events } = deps;
  const now = deps.now ?? (() => new Date());
  const timeZone = deps.timeZone ?? SITE_TIME_ZONE;
  const today = () => zonedDateOf(now(), timeZone);

  const calendarOf = async (
    campaign: SigninCampaignWithDays,
    memberId: number,
    language: SupportedLanguage,
  ): Promise<SigninCampaign> => {
    const day = today();
    const claims = await listMemberClaims(db, campaign.id, memberId);
    const signed = new Set(claims.map((claim) => claim.date));
    const days = campaign.rewards.map((reward, index): SigninDay => {
      const date = addDays(campaign.startDate, index);
      const status: SigninDay['status'] =
        date < day
          ? signed.has(date)
            ? 'is_signin_success'
            : 'is_signin_pass'
          : date === day
            ? signed.has(date)
              ? 'click_signin_true'
              : 'click_signin'
            : 'is_signin_noopen';
      return {
        date,
        day: index + 1,
        reward: formatMinorUnits(reward, campaign.currency),
        status,
      };
    });
    const paid = claims.reduce((sum, claim) => sum + claim.reward, 0n);
    return {
      id: campaign.id,
      title: titleIn(campaign.title, language),
      currency: campaign.currency,
      start_date: campaign.startDate,
      end_date: lastDayOf(campaign),
      today: day,
      days,
      signed_days: claims.length,
      total_reward: formatMinorUnits(paid, campaign.currency),
    };
  };

  const operatorView = (
    campaign: SigninCampaignWithDays & { claims?: number; paid?: bigint },
  ): OperatorSigninCampaign => ({
    id: campaign.id,
    currency: campaign.currency,
    title: campaign.title,
    start_date: campaign.startDate,
    end_date: lastDayOf(campaign),
    rewards: campaign.rewards.map((reward) => formatMinorUnits(reward, campaign.currency)),
    status: campaign.status,
    claims: campaign.claims ?? 0,
    paid: formatMinorUnits(campaign.paid ?? 0n, campaign.currency),
    created_at: campaign.createdAt.toISOString(),
  });

  return {
    /** The member's calendar: the campaign running today, else the next one, else null. */
    calendar: async (caller: SigninCaller): Promise<{ campaign: SigninCampaign | null }> => {
      const campaign = await findCurrentCampaign(
        db,
        caller.siteId,
        caller.member.currency,
        today(),
      );
      return {
        campaign: campaign ? await calendarOf(campaign, caller.member.id, caller.language) : null,
      };
    },

    /**
     * Sign in for `date`, which must be today: 101 no such campaign for the member, 102 signed in
     * today already, 103 a day to come, 104 a missed day.
     */
    claim: async (
      caller: SigninCaller,
      body: CallParsedRequest<typeof signinClaimCall>,
    ): Promise<CallResponse<typeof signinClaimCall>> => {
      const { siteId, member } = caller;
      const day = today();
      const { response } = await db.transaction(async (tx) => {
        // The row is shared: closing the campaign waits for sign-ins under way, and the other way.
        const campaign = await findCampaign(tx, siteId, body.campaign_id, true);
        if (campaign?.status !== 'active' || campaign.currency !== member.currency) {
          throw signinError('101');
        }
        const index = daysBetween(campaign.startDate, body.date);
        if (!isCalendarDay(body.date) || index < 0 || index >= campaign.days) {
          throw signinError('101');
        }
        if (body.date > day) throw signinError('103');
        if (body.date < day) throw signinError('104');
        const reward = campaign.rewards[index];
        if (reward === undefined) throw signinError('101');
        const [wallet, bonus] = await Promise.all([
          ledger.ensureAccount(
            { siteId, kind: 'member_main', memberId: member.id, currency: member.currency },
            tx,
          ),
          ledger.ensureAccount({ siteId, kind: 'house_bonus', currency: member.currency }, tx),
        ]);
        const moved = await ledger.transferWithin(tx, {
          siteId,
          idempotencyKey: `signin:${campaign.id}:${member.id}:${body.date}`,
          kind: 'signin_reward',
          currency: member.currency,
          amount: reward,
          from: bonus.id,
          to: wallet.id,
          memo: { campaign_id: campaign.id, day: index + 1, date: body.date },
        });
        if (moved.replayed) throw signinError('102');
        const claim = await insertClaim(tx, {
          siteId,
          campaignId: campaign.id,
          memberId: member.id,
          date: body.date,
          day: index + 1,
          reward,
          transferId: moved.transferId,
        });
        if (!claim) throw signinError('102');
        return {
          response: {
            date: body.date,
            day: index + 1,
            reward: formatMinorUnits(reward, member.currency),
            cash: formatMinorUnits(moved.balances.to, member.currency),
          },
        };
      });
      events.publish('member.cash', {
        siteId,
        memberId: member.id,
        currency: member.currency,
        cash: response.cash,
      });
      return response;
    },

    /** The site's campaigns for the operator, newest first. */
    operatorCampaigns: async (
      siteId: number,
      currency: Currency | undefined,
    ): Promise<{ list: OperatorSigninCampaign[] }> => ({
      list: (await listCampaigns(db, siteId, currency, 100)).map(operatorView),
    }),

    /**
     * Schedule a campaign from `start_date` (today or later), one day per reward: 461 for a
     * currency the site does not offer, 107 for a bad date or reward, 106 when its days overlap
     * another active campaign of the currency.
     */
    schedule: async (
      site: { id: number; currencies: readonly Currency[] },
      input: CallParsedRequest<typeof operatorSigninScheduleCall>,
      actor: string,
    ): Promise<OperatorSigninCampaign> => {
      const siteId = site.id;
      if (!site.currencies.includes(input.currency)) throw currencyNotOpen();
      const rewards = input.rewards.map((text) => parseMinorUnits(text, input.currency));
      if (rewards.some((reward) => reward === undefined || reward <= 0n)) {
        throw signinError('107');
      }
      if (!isCalendarDay(input.start_date) || input.start_date < today()) {
        throw signinError('107');
      }
      const last = addDays(input.start_date, rewards.length - 1);
      const title = Object.fromEntries(
        Object.entries(input.title).filter(([, text]) => text !== ''),
      ) as LocalizedText;
      return db.transaction(async (tx) => {
        // Schedules of one site queue here, so two overlapping ones cannot both pass the check.
        await lockSchedules(tx, siteId);
        if (await hasOverlappingCampaign(tx, siteId, input.currency, input.start_date, last)) {
          throw signinError('106');
        }
        const campaign = await insertCampaign(
          tx,
          {
            siteId,
            currency: input.currency,
            title,
            startDate: input.start_date,
            days: rewards.length,
          },
          rewards as bigint[],
        );
        await operators.audit(
          {
            siteId,
            actor,
            action: 'signin.schedule',
            targetType: 'signin_campaign',
            targetId: String(campaign.id),
            reason: input.reason,
            details: {
              currency: input.currency,
              start_date: input.start_date,
              end_date: last,
              rewards: rewards.map((reward) => formatMinorUnits(reward ?? 0n, input.currency)),
            },
          },
          tx,
        );
        return operatorView(campaign);
      });
    },

    /** Close a campaign: no more sign-ins (101 for an unknown or closed one). */
    close: async (
      siteId: number,
      input: { campaign_id: number; reason: string },
      actor: string,
    ): Promise<OperatorSigninCampaign> =>
      db.transaction(async (tx) => {
        const closed = await closeCampaign(tx, siteId, input.campaign_id, now());
        if (!closed) throw signinError('101');
        await operators.audit(
          {
            siteId,
            actor,
            action: 'signin.close',
            targetType: 'signin_campaign',
            targetId: String(closed.id),
            reason: input.reason,
            details: {},
          },
          tx,
        );
        const campaign = await findCampaignWithTotals(tx, siteId, closed.id);
        if (!campaign) throw signinError('101');
        return operatorView(campaign);
      }),
  };
};

export type SigninService = ReturnType<typeof createSigninService>;
