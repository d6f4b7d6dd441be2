import type { DemoRecommendRules } from '@member-site/demo';
import { and, eq, sql } from 'drizzle-orm';

import { hashPassword } from '../../infra/passwords';
import type { Db } from '../client';
import { members, recommendRules, recommendTurnoverTiers } from '../schema';

export type DemoRecommend = {
  rules: DemoRecommendRules[];
  /** The demo member who recommended the friends, and their login password. */
  recommender: { account: string; password: string };
  friends: readonly {
    account: string;
    name: string;
    recommendCode: string;
    firstDeposit: bigint;
  }[];
};

/**
 * The demo site's recommend-a-friend side: the rules of each currency, and friends of the demo
 * member (one counted as having deposited), so the member centre's friend search has something to
 * show. No award is written here: money only moves through the ledger's service, which the seed
 * does not reach; the demo member's awards come from the friends' real deposits and play.
 */
export const seedDemoRecommend = async (
  tx: Db,
  siteId: number,
  demo: DemoRecommend,
): Promise<{ friends: number }> => {
  for (const { tiers, ...rules } of demo.rules) {
    await tx.insert(recommendRules).values(rules).onConflictDoNothing();
    await tx
      .insert(recommendTurnoverTiers)
      .values(
        tiers.map((tier, index) => ({
          siteId,
          currency: rules.currency,
          tier: index + 1,
          ...tier,
        })),
      )
      .onConflictDoNothing();
  }
  const [recommender] = await tx
    .select({ id: members.id, currency: members.currency })
    .from(members)
    .where(
      and(
        eq(members.siteId, siteId),
        sql`lower(${members.account}) = lower(${demo.recommender.account})`,
      ),
    );
  if (!recommender) return { friends: 0 };
  let added = 0;
  for (const friend of demo.friends) {
    const [row] = await tx
      .insert(members)
      .values({
        siteId,
        account: friend.account,
        name: friend.name,
        currency: recommender.currency,
        recommendCode: friend.recommendCode,
        recommendedBy: recommender.id,
        depositTimes: friend.firstDeposit > 0n ? 1 : 0,
        passwordHash: await hashPassword(demo.recommender.password),
      })
      .onConflictDoNothing()
      .returning({ id: members.id });
    if (row) added += 1;
  }
  return { friends: added };
};
