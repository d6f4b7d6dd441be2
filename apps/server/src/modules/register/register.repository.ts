import type { Currency } from '@member-site/contracts/constants';
import { type AnyColumn, and, asc, eq, gt, inArray, sql } from 'drizzle-orm';

import type { Db } from '../../db/client';
import {
  type BlacklistKind,
  agentDomains,
  memberDevices,
  members,
  registerBlacklist,
  registerSettings,
  serviceAgreements,
} from '../../db/schema';

export type RegisterSettingRow = typeof registerSettings.$inferSelect;
export type MemberRow = typeof members.$inferSelect;
export type NewMember = typeof members.$inferInsert;
export type AgentDomainRow = typeof agentDomains.$inferSelect;

/** The member fields whose values may have to be unique within a site. */
export const UNIQUE_COLUMNS = {
  member_name: members.name,
  member_email: members.email,
  member_phone: members.phone,
  identity_id: members.identityId,
  member_qq: members.qq,
  member_wechat: members.wechat,
  member_whats_app: members.whatsApp,
  member_zalo: members.zalo,
  member_fb: members.fb,
  member_telegram: members.telegram,
  member_skype: members.skype,
} as const satisfies Record<string, AnyColumn>;
export type UniqueField = keyof typeof UNIQUE_COLUMNS;

/** Register settings of a site, for one currency or all, in the operator's order. */
export const findRegisterSettings = (
  db: Db,
  siteId: number,
  currency?: Currency,
): Promise<RegisterSettingRow[]> =>
  db
    .select()
    .from(registerSettings)
    .where(
      and(
        eq(registerSettings.siteId, siteId),
        currency === undefined ? undefined : eq(registerSettings.currency, currency),
      ),
    )
    .orderBy(
      asc(registerSettings.currency),
      asc(registerSettings.sort),
      asc(registerSettings.name),
    );

export const findServiceAgreements = (db: Db, siteId: number) =>
  db
    .select({
      id: serviceAgreements.id,
      title: serviceAgreements.title,
      content: serviceAgreements.content,
    })
    .from(serviceAgreements)
    .where(and(eq(serviceAgreements.siteId, siteId), eq(serviceAgreements.isActive, true)))
    .orderBy(asc(serviceAgreements.sort), asc(serviceAgreements.id));

export const findAgentDomain = async (
  db: Db,
  siteId: number,
  host: string,
): Promise<AgentDomainRow | undefined> => {
  const [row] = await db
    .select()
    .from(agentDomains)
    .where(and(eq(agentDomains.host, host), eq(agentDomains.siteId, siteId)))
    .limit(1);
  return row;
};

export const findMemberById = async (
  db: Db,
  siteId: number,
  id: number,
): Promise<MemberRow | undefined> => {
  const [row] = await db
    .select()
    .from(members)
    .where(and(eq(members.siteId, siteId), eq(members.id, id)))
    .limit(1);
  return row;
};

export const findMemberByRecommendCode = async (
  db: Db,
  siteId: number,
  code: string,
): Promise<MemberRow | undefined> => {
  const [row] = await db
    .select()
    .from(members)
    .where(and(eq(members.siteId, siteId), eq(members.recommendCode, code)))
    .limit(1);
  return row;
};

export const recommendCodeExists = async (db: Db, siteId: number, code: string): Promise<boolean> =>
  (await findMemberByRecommendCode(db, siteId, code)) !== undefined;

/** Whether the account is taken on the site, whatever its letter case. */
export const accountExists = async (db: Db, siteId: number, account: string): Promise<boolean> => {
  const rows = await db
    .select({ id: members.id })
    .from(members)
    .where(and(eq(members.siteId, siteId), sql`lower(${members.account}) = lower(${account})`))
    .limit(1);
  return rows.length > 0;
};

/** Whether another member of the site has this value in the field (compared case-blind). */
export const valueExists = async (
  db: Db,
  siteId: number,
  field: UniqueField,
  value: string,
): Promise<boolean> => {
  const column = UNIQUE_COLUMNS[field];
  const rows = await db
    .select({ id: members.id })
    .from(members)
    .where(and(eq(members.siteId, siteId), sql`lower(${column}) = lower(${value})`))
    .limit(1);
  return rows.length > 0;
};

/** Whether any of `values` (already lower-cased) is on the site's blacklist of that kind. */
export const isBlacklisted = async (
  db: Db,
  siteId: number,
  kind: BlacklistKind,
  values: string[],
): Promise<boolean> => {
  if (values.length === 0) return false;
  const rows = await db
    .select({ value: registerBlacklist.value })
    .from(registerBlacklist)
    .where(
      and(
        eq(registerBlacklist.siteId, siteId),
        eq(registerBlacklist.kind, kind),
        inArray(registerBlacklist.value, values),
      ),
    )
    .limit(1);
  return rows.length > 0;
};

/** Members registered from an address since a moment. */
export const countRegistrationsFromIp = async (
  db: Db,
  siteId: number,
  ip: string,
  since: Date,
): Promise<number> => {
  const [row] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(members)
    .where(
      and(eq(members.siteId, siteId), eq(members.registerIp, ip), gt(members.createdAt, since)),
    );
  return row?.count ?? 0;
};

/** Lock key class of registrations: one lock per site, held until the transaction ends. */
const REGISTRATION_LOCK_CLASS = 7_340_002;

/**
 * Serialise registrations of a site for the rest of the transaction, so the uniqueness checks
 * that no index backs (name, phone, email, ...) and the per-address count hold under concurrency.
 */
export const lockRegistrations = async (tx: Db, siteId: number): Promise<void> => {
  await tx.execute(sql`SELECT pg_advisory_xact_lock(${REGISTRATION_LOCK_CLASS}, ${siteId})`);
};

export const insertMember = async (db: Db, member: NewMember): Promise<MemberRow> => {
  const [row] = await db.insert(members).values(member).returning();
  if (!row) throw new Error('member insert returned no row');
  return row;
};

/** Remember the device a member registered from as one of theirs. */
export const rememberDevice = async (db: Db, memberId: number, udid: string): Promise<void> => {
  await db.insert(memberDevices).values({ memberId, udid }).onConflictDoNothing();
};

/** The constraint a unique violation broke, looking through the driver's wrapping errors. */
export const uniqueViolation = (error: unknown): string | undefined => {
  let current: unknown = error;
  for (let depth = 0; depth < 5 && typeof current === 'object' && current !== null; depth += 1) {
    const found = current as { code?: unknown; constraint?: unknown; cause?: unknown };
    if (found.code === '23505') {
      return typeof found.constraint === 'string' ? found.constraint : '';
    }
    current = found.cause;
  }
  return undefined;
};

export const ACCOUNT_CONSTRAINT = 'members_site_account_key';
