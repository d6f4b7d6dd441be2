import {
  type DoubleValidationQuestionKind,
  type ProofOfWorkStrength,
  type RegisterSettingName,
  CAPTCHA_TYPES,
  MEMBER_STATUSES,
  PROOF_OF_WORK_STRENGTHS,
  REGISTER_SETTING_NAMES,
} from '@member-site/contracts/constants';
import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';

import { currencyCode, isOneOf, listing, localized, siteId, timestamps } from './columns';
import { bulletins } from './content';

/**
 * A member of one site. The account is unique per site regardless of case. Passwords are argon2id
 * hashes; a member without a withdraw password has `withdrawPasswordHash` null.
 */
export const members = pgTable(
  'members',
  {
    id: serial().primaryKey(),
    siteId: siteId(),
    account: varchar({ length: 12 }).notNull(),
    currency: currencyCode().notNull(),
    passwordHash: text().notNull(),
    withdrawPasswordHash: text(),
    name: varchar({ length: 64 }).notNull().default(''),
    email: varchar({ length: 254 }).notNull().default(''),
    /** YYYY-MM-DD or ''. */
    birthday: varchar({ length: 10 }).notNull().default(''),
    phone: varchar({ length: 32 }).notNull().default(''),
    identityId: varchar({ length: 64 }).notNull().default(''),
    qq: varchar({ length: 50 }).notNull().default(''),
    wechat: varchar({ length: 50 }).notNull().default(''),
    whatsApp: varchar({ length: 50 }).notNull().default(''),
    zalo: varchar({ length: 50 }).notNull().default(''),
    fb: varchar({ length: 50 }).notNull().default(''),
    telegram: varchar({ length: 50 }).notNull().default(''),
    skype: varchar({ length: 50 }).notNull().default(''),
    line: varchar({ length: 50 }).notNull().default(''),
    others: varchar({ length: 200 }).notNull().default(''),
    /** 1 ordinary member; other values are agent-side. */
    memberType: smallint().notNull().default(1),
    agentType: smallint().notNull().default(0),
    agentLevel: smallint().notNull().default(0),
    isAgent: boolean().notNull().default(false),
    agentActive: boolean().notNull().default(false),
    /** 1 active, 2 disabled, 3 frozen. */
    status: smallint().notNull().default(MEMBER_STATUSES.active),
    firstLoginChangePassword: boolean().notNull().default(false),
    needBankAccountDepositVerified: boolean().notNull().default(false),
    /** Successful deposits so far; the first one is the member's first pay (spec section 9). */
    depositTimes: integer().notNull().default(0),
    /** The agent this member registered under, if any. */
    agentId: integer().references((): AnyPgColumn => members.id, { onDelete: 'set null' }),
    /**
     * An agent's commission plan. Its foreign key to agent_plans is written in migration 0016 by
     * hand: declaring it here would make the schema files import each other.
     */
    agentPlanId: integer(),
    /** The member whose friend recommend code introduced this one, if any. */
    recommendedBy: integer().references((): AnyPgColumn => members.id, { onDelete: 'set null' }),
    /** This member's own friend recommend code. */
    recommendCode: varchar({ length: 16 }).notNull(),
    registerIp: varchar({ length: 64 }).notNull().default(''),
    lastLoginAt: timestamp({ withTimezone: true }),
    /** Bumped on every password change; sealed tokens made before it stop working. */
    credentialsVersion: integer().notNull().default(1),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('members_site_account_key').on(t.siteId, sql`lower(${t.account})`),
    uniqueIndex('members_site_recommend_code_key').on(t.siteId, t.recommendCode),
    index().on(t.siteId, t.phone),
    index().on(t.siteId, t.email),
    index().on(t.agentId),
    // A recommender's friends (recommend a friend).
    index().on(t.recommendedBy, t.createdAt),
    // Registrations per address per day (register code 997).
    index().on(t.siteId, t.registerIp, t.createdAt),
    check('members_status_check', isOneOf(t.status, Object.values(MEMBER_STATUSES))),
    check('members_account_check', sql`${t.account} ~ '^[A-Za-z0-9_-]{6,12}$'`),
  ],
);

/** A member's bank account for withdrawals (one per member). */
export const memberBankAccounts = pgTable('member_bank_accounts', {
  memberId: integer()
    .primaryKey()
    .references(() => members.id, { onDelete: 'cascade' }),
  bankName: varchar({ length: 64 }).notNull(),
  accountName: varchar({ length: 64 }).notNull(),
  accountNumber: varchar({ length: 34 }).notNull(),
  ...timestamps,
});

/**
 * A login session. Only the SHA-256 of the token is stored. A session ends at its idle or absolute
 * expiry, or when revoked (a newer login, a password change, logout or the operator).
 */
export const memberSessions = pgTable(
  'member_sessions',
  {
    id: serial().primaryKey(),
    memberId: integer()
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    tokenHash: varchar({ length: 64 }).notNull().unique(),
    /** The token before the last rotation, still accepted for a short grace period. */
    previousTokenHash: varchar({ length: 64 }),
    rotatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    lastSeenAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    idleExpiresAt: timestamp({ withTimezone: true }).notNull(),
    absoluteExpiresAt: timestamp({ withTimezone: true }).notNull(),
    revokedAt: timestamp({ withTimezone: true }),
    /** login_elsewhere, logout, password_changed, rotated, operator. */
    revokeReason: varchar({ length: 32 }),
    ip: varchar({ length: 64 }).notNull().default(''),
    udid: varchar({ length: 64 }).notNull().default(''),
    device: smallint().notNull().default(1),
  },
  (t) => [index().on(t.memberId), index().on(t.previousTokenHash)],
);

/** Devices a member has logged in from; a login from another one needs double validation. */
export const memberDevices = pgTable(
  'member_devices',
  {
    memberId: integer()
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    udid: varchar({ length: 64 }).notNull(),
    firstSeenAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    lastSeenAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.memberId, t.udid] })],
);

/** Every login attempt with its IP, device and result code. */
export const loginLogs = pgTable(
  'login_logs',
  {
    id: serial().primaryKey(),
    siteId: siteId(),
    memberId: integer().references(() => members.id, { onDelete: 'set null' }),
    account: varchar({ length: 64 }).notNull(),
    ip: varchar({ length: 64 }).notNull(),
    /** The device fields the client sent. */
    device: jsonb().$type<Record<string, string | number>>().notNull(),
    /** The envelope code answered ('100' on success). */
    code: varchar({ length: 3 }).notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index().on(t.memberId, t.createdAt), index().on(t.siteId, t.createdAt)],
);

/**
 * A login paused for double validation. `id` is the random `member_login_id` the client holds.
 * `asked` lists the questions already shown; `remaining` counts those still available.
 */
export const pendingLogins = pgTable(
  'pending_logins',
  {
    id: varchar({ length: 64 }).primaryKey(),
    memberId: integer()
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    question: varchar({ length: 32 }).$type<DoubleValidationQuestionKind>().notNull(),
    asked: jsonb().$type<DoubleValidationQuestionKind[]>().notNull(),
    remaining: smallint().notNull(),
    failedAttempts: smallint().notNull().default(0),
    device: jsonb().$type<Record<string, string | number>>().notNull(),
    ip: varchar({ length: 64 }).notNull(),
    expiresAt: timestamp({ withTimezone: true }).notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index().on(t.memberId)],
);

/** Account settings of a site that the operator switches. */
export const siteAccountSettings = pgTable(
  'site_account_settings',
  {
    siteId: siteId().primaryKey(),
    loginCaptcha: boolean().notNull().default(true),
    registerCaptcha: boolean().notNull().default(true),
    /** The login and recovery forms send an invisible proof of work. */
    loginProofOfWork: boolean().notNull().default(true),
    /** The register form and its SMS code send an invisible proof of work. */
    registerProofOfWork: boolean().notNull().default(true),
    /** How much work each proof asks of the browser. */
    proofOfWorkStrength: varchar({ length: 16 })
      .$type<ProofOfWorkStrength>()
      .notNull()
      .default('standard'),
    /** Friend recommendation is open (register code 107 when closed). */
    friendRecommend: boolean().notNull().default(true),
    /** Agents may introduce members (register code 108 when closed). */
    agentIntroduce: boolean().notNull().default(true),
    /** A new device must pass double validation. */
    doubleValidation: boolean().notNull().default(true),
    /** Registrations allowed from one IP address per day (code 997 beyond). */
    registerPerIpPerDay: integer().notNull().default(20),
    ...timestamps,
  },
  (t) => [
    check(
      'site_account_settings_proof_of_work_strength_check',
      isOneOf(t.proofOfWorkStrength, PROOF_OF_WORK_STRENGTHS),
    ),
  ],
);

/** Register settings per site, currency and field (spec section 3). */
export const registerSettings = pgTable(
  'register_settings',
  {
    siteId: siteId(),
    currency: currencyCode().notNull(),
    name: varchar({ length: 32 }).$type<RegisterSettingName>().notNull(),
    isDisplay: boolean().notNull().default(false),
    isRequired: boolean().notNull().default(false),
    isUnique: boolean().notNull().default(false),
    isMemberCenter: boolean().notNull().default(false),
    isVerification: boolean().notNull().default(false),
    isMemberCenterVerification: boolean().notNull().default(false),
    sort: integer().notNull().default(0),
  },
  (t) => [
    primaryKey({ columns: [t.siteId, t.currency, t.name] }),
    check('register_settings_name_check', isOneOf(t.name, REGISTER_SETTING_NAMES)),
  ],
);

/** Sections of the service agreement shown at registration. */
export const serviceAgreements = pgTable(
  'service_agreements',
  {
    id: serial().primaryKey(),
    siteId: siteId(),
    title: localized().notNull(),
    content: localized().notNull(),
    ...listing,
    ...timestamps,
  },
  (t) => [index().on(t.siteId)],
);

/** A host that belongs to an agent: registrations there take the agent and its currency. */
export const agentDomains = pgTable(
  'agent_domains',
  {
    host: varchar({ length: 253 }).primaryKey(),
    siteId: siteId(),
    agentId: integer()
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    currency: currencyCode().notNull(),
    ...timestamps,
  },
  (t) => [index().on(t.siteId)],
);

export const BLACKLIST_KINDS = ['name', 'email', 'ip'] as const;
export type BlacklistKind = (typeof BLACKLIST_KINDS)[number];

/**
 * Names and emails that may not register, and client addresses that may neither register (code
 * 218) nor log in (code 106). Values are stored lower-cased and trimmed.
 */
export const registerBlacklist = pgTable(
  'register_blacklist',
  {
    siteId: siteId(),
    kind: varchar({ length: 8 }).$type<BlacklistKind>().notNull(),
    value: varchar({ length: 254 }).notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.siteId, t.kind, t.value] }),
    check('register_blacklist_kind_check', isOneOf(t.kind, BLACKLIST_KINDS)),
  ],
);

/** Names of agent levels as the site shows them (per language). */
export const agentLevelNames = pgTable(
  'agent_level_names',
  {
    siteId: siteId(),
    level: smallint().notNull(),
    name: localized().notNull(),
  },
  (t) => [primaryKey({ columns: [t.siteId, t.level] })],
);

/** A captcha shown once; answering it (right or wrong) uses it up. */
export const captchas = pgTable(
  'captchas',
  {
    /** SHA-256 of the token handed to the client. */
    tokenHash: varchar({ length: 64 }).primaryKey(),
    siteId: siteId(),
    type: smallint().notNull(),
    /** Lower-cased answer. */
    answer: varchar({ length: 16 }).notNull(),
    expiresAt: timestamp({ withTimezone: true }).notNull(),
  },
  (t) => [
    index().on(t.expiresAt),
    check('captchas_type_check', isOneOf(t.type, Object.values(CAPTCHA_TYPES))),
  ],
);

/** SMS verification codes sent; only a hash of the code is kept. */
export const smsCodes = pgTable(
  'sms_codes',
  {
    id: serial().primaryKey(),
    siteId: siteId(),
    phone: varchar({ length: 32 }).notNull(),
    purpose: varchar({ length: 32 }).notNull(),
    codeHash: varchar({ length: 64 }).notNull(),
    failedAttempts: smallint().notNull().default(0),
    expiresAt: timestamp({ withTimezone: true }).notNull(),
    consumedAt: timestamp({ withTimezone: true }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index().on(t.siteId, t.phone, t.purpose, t.createdAt)],
);

/** Every SMS the default sender "sends": the operator reads them with the site command. */
export const smsOutbox = pgTable(
  'sms_outbox',
  {
    id: serial().primaryKey(),
    siteId: siteId(),
    phone: varchar({ length: 32 }).notNull(),
    body: text().notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index().on(t.siteId, t.createdAt)],
);

/** Withdraw-password recovery: the token the verify step hands out, used once by reset. */
export const recoveryTokens = pgTable('recovery_tokens', {
  tokenHash: varchar({ length: 64 }).primaryKey(),
  memberId: integer()
    .notNull()
    .references(() => members.id, { onDelete: 'cascade' }),
  expiresAt: timestamp({ withTimezone: true }).notNull(),
  usedAt: timestamp({ withTimezone: true }),
  createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
});

/**
 * Secrets the server makes for itself on first start (sealing handoff and captcha data), shared
 * by every server process through the database.
 */
export const serverSecrets = pgTable('server_secrets', {
  name: varchar({ length: 32 }).primaryKey(),
  value: text().notNull(),
  createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
});

/**
 * Pop-up promotions shown once (display_frequency 0) that a member closed: the member variant of
 * the pop-up call stops answering them for that member.
 */
export const memberHiddenBulletins = pgTable(
  'member_hidden_bulletins',
  {
    memberId: integer()
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    bulletinId: integer()
      .notNull()
      .references(() => bulletins.id, { onDelete: 'cascade' }),
    hiddenAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.memberId, t.bulletinId] })],
);
