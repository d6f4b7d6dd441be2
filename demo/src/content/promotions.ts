import type { Currency } from '@member-site/contracts/constants';

import type { DemoBonusGrant, DiscountAwardRow, SigninCampaignRow } from '../rows';
import { DEMO_ACCOUNTS } from './accounts';

/** A week's rewards, growing towards the seventh day, in whole units of the currency. */
const WEEK = [1, 2, 3, 5, 8, 13, 28];

/** The reward of each day for a month: the week repeated, each week a little richer. */
const monthOfRewards = (unit: bigint): bigint[] =>
  Array.from({ length: 28 }, (_, index) => {
    const week = BigInt(Math.floor(index / 7));
    return BigInt(WEEK[index % 7] ?? 1) * unit + week * (unit / 2n);
  });

const CAMPAIGNS: { currency: Currency; unit: bigint }[] = [
  // One yuan is 100 fen; one dong has no minor unit, the rewards are in thousands.
  { currency: 'RMB', unit: 100n },
  { currency: 'VND', unit: 10_000n },
  { currency: 'USD', unit: 10n },
];

/**
 * The demo site's daily sign-in: four weeks from the day the site is seeded (`today`, in the
 * site's time zone), in each currency the demo's members use.
 */
export const demoSigninCampaigns = (
  siteId: number,
  today: string,
): { campaign: SigninCampaignRow; rewards: bigint[] }[] =>
  CAMPAIGNS.map(({ currency, unit }) => {
    const rewards = monthOfRewards(unit);
    return {
      campaign: {
        siteId,
        currency,
        title: {
          zh_CN: '每日签到 · 连签四周',
          zh_TW: '每日簽到 · 連簽四週',
          en_US: 'Daily sign-in · four lucky weeks',
          vi_VN: 'Điểm danh hằng ngày · bốn tuần may mắn',
          hi_IN: 'दैनिक साइन-इन · चार भाग्यशाली सप्ताह',
        },
        startDate: today,
        days: rewards.length,
      },
      rewards,
    };
  });

/** A currency's recommend-a-friend rules (amounts in minor units). */
export type DemoRecommendRules = {
  siteId: number;
  currency: Currency;
  active: boolean;
  firstDepositMin: bigint;
  firstDepositAward: bigint;
  firstDepositPercentBp: number;
  firstDepositCap: bigint;
  tiers: { turnover: bigint; award: bigint }[];
};

/** One unit of each currency in minor units (in VND the demo counts in thousands of dong). */
const RECOMMEND_UNITS: { currency: Currency; one: bigint }[] = [
  { currency: 'RMB', one: 100n },
  { currency: 'VND', one: 1_000n },
  { currency: 'USD', one: 100n },
];

/**
 * The demo site's recommend-a-friend rules in each currency its members use: a first deposit of
 * at least 100 units pays the recommender 10 (in RMB and USD a fixed award; in VND 5% up to a
 * cap), and the friend's turnover pays at three tiers.
 */
export const demoRecommendRules = (siteId: number): DemoRecommendRules[] =>
  RECOMMEND_UNITS.map(({ currency, one }) => ({
    siteId,
    currency,
    active: true,
    firstDepositMin: 100n * one,
    firstDepositAward: currency === 'VND' ? 0n : 10n * one,
    firstDepositPercentBp: currency === 'VND' ? 500 : 0,
    firstDepositCap: currency === 'VND' ? 20n * one : 0n,
    tiers: [
      { turnover: 1_000n * one, award: 8n * one },
      { turnover: 5_000n * one, award: 30n * one },
      { turnover: 20_000n * one, award: 88n * one },
    ],
  }));

/** Friends the demo member recommended: one has made a first deposit, one has not yet. */
export const DEMO_RECOMMENDED_FRIENDS = [
  { account: 'friend01', name: '刘洋', recommendCode: 'FRIEND1X', firstDeposit: 200n * 100n },
  { account: 'friend02', name: '陈静', recommendCode: 'FRIEND2X', firstDeposit: 0n },
] as const;
/**
 * The daily reload discount takes applications in each currency the demo's members use: 10 % of
 * what the member deposited since it started, up to the table's top bonus, held until ten times
 * the bonus has been staked and forfeited after 30 days.
 */
export const demoDiscountAwards = (siteId: number): DiscountAwardRow[] =>
  [
    { currency: 'RMB' as const, cap: 2_888_00n },
    { currency: 'VND' as const, cap: 10_000_000n },
    { currency: 'USD' as const, cap: 400_00n },
  ].map(({ currency, cap }) => ({
    siteId,
    currency,
    kind: 'percent',
    percent: 10,
    cap,
    turnoverMultiple: 10,
    expiryDays: 30,
    updatedBy: 'seed',
  }));

/** The demo member's bonus: 100.00 RMB asking 1,000.00 of turnover, 360.00 of it played. */
export const demoBonusGrants = (): DemoBonusGrant[] => [
  {
    account: DEMO_ACCOUNTS.member.account,
    currency: 'RMB',
    amount: 100_00n,
    requiredTurnover: 1_000_00n,
    turnover: 360_00n,
    grantedDaysAgo: 2,
    expiresInDays: 28,
  },
];
