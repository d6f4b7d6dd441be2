import { randomInt } from 'node:crypto';

import {
  type CallParsedRequest,
  type CallResponse,
  type MemberSession,
  type checkAgentDomainCall,
  type registerCall,
  type registerSettingsCall,
  type registerValidMessageCall,
  type serviceAgreementCall,
} from '@member-site/contracts';
import {
  type Currency,
  type SupportedLanguage,
  CAPTCHA_TYPES,
  MEMBER_STATUSES,
  ORDINARY_MEMBER_TYPE,
  pickLocalized,
} from '@member-site/contracts/constants';
import { serverMessage } from '@member-site/contracts/messages';
import {
  CONTACT_FIELDS,
  type ContactField,
  type RegisterSetting,
  type RegisterValues,
  buildRegisterSchema,
  fieldErrors,
} from '@member-site/contracts/validation';

import type { Db } from '../../db/client';
import type { BlacklistKind } from '../../db/schema';
import { AppError, currencyNotOpen } from '../../http/app-error';
import { hashPassword } from '../../infra/passwords';
import type { RateLimiter } from '../../infra/rate-limiter';
import type { AgentTreeService } from '../agent/agent-tree.service';
import type { LedgerService } from '../ledger/ledger.service';
import type {
  AccountSettings,
  AccountSettingsService,
} from '../account-settings/account-settings.service';
import type { CaptchaService } from '../captcha/captcha.service';
import type { ProofOfWorkService } from '../captcha/proof-of-work.service';
import type { SessionService } from '../session/session.service';
import type { SiteRecord } from '../site/site.service';
import { type SmsService, isPlausiblePhone } from '../sms/sms.service';
import type { OperatorService } from '../operator/operator.service';
import {
  ACCOUNT_CONSTRAINT,
  type AgentDomainRow,
  type MemberRow,
  type RegisterSettingRow,
  type UniqueField,
  accountExists,
  countRegistrationsFromIp,
  findAgentDomain,
  findMemberById,
  findMemberByRecommendCode,
  findRegisterSettings,
  findServiceAgreements,
  insertMember,
  isBlacklisted,
  lockRegistrations,
  recommendCodeExists,
  rememberDevice,
  uniqueViolation,
  valueExists,
} from './register.repository';

export type { BlacklistKind, UniqueField };

export type RegisterBody = CallParsedRequest<typeof registerCall>;

/** Who registers: the site, the request's language, address and host. */
export type RegisterContext = {
  site: SiteRecord;
  language: SupportedLanguage;
  ip: string;
  host: string;
};

/** Registrations one address may complete per ten minutes (code 996 beyond). */
export const REGISTER_RATE_LIMIT = { points: 3, durationSeconds: 600 } as const;
/** Register and verification attempts one address may make per ten minutes (996 beyond). */
export const REGISTER_ATTEMPT_LIMIT = { points: 60, durationSeconds: 600 } as const;
/**
 * Registrations one site takes per ten minutes from all addresses together (996 beyond): a
 * botnet spread over many addresses still cannot fill the site with accounts. The first refusal
 * of a window is written to the operator's audit log.
 */
export const REGISTER_SITE_LIMIT = { points: 300, durationSeconds: 600 } as const;
const DAY_MS = 86_400_000;

/** An agent id is a member id; a recommend code is letters and digits. */
const AGENT_ID_PATTERN = /^[1-9]\d{0,8}$/;
const RECOMMEND_CODE_PATTERN = /^[A-Za-z0-9]{4,16}$/;
const RECOMMEND_CODE_CHARACTERS = '23456789ABCDEFGHJKMNPQRSTUVWXYZ';
const RECOMMEND_CODE_LENGTH = 8;

/** Letters (any script), combining marks, spaces and the punctuation real names use. */
const NAME_CHARACTERS = /^[\p{L}\p{M}][\p{L}\p{M} .'·-]*$/u;
const DOMAIN_LABEL = /^[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?$/;
const TOP_LEVEL_DOMAIN = /^[a-z]{2,63}$/;

/** Server codes of contact fields already registered to another member (spec section 8). */
const CONTACT_REPEAT_CODES: Record<ContactField, string> = {
  member_qq: '301',
  member_skype: '302',
  member_wechat: '304',
  member_zalo: '305',
  member_fb: '306',
  member_telegram: '307',
  member_whats_app: '308',
};

const registerError = (code: string, message?: string) =>
  new AppError(code, { family: 'register', ...(message === undefined ? {} : { message }) });

/** One field that failed its section-5 rule: `message` is the rule's i18n key. */
export type FieldProblem = { field: string; message: string; params?: Record<string, unknown> };

/** The common 400 envelope with the failing fields, as the schema validation answers it. */
const invalidFields = (errors: FieldProblem[]) =>
  new AppError('400', { family: 'common', httpStatus: 400, data: { errors } });

export const normaliseHost = (host: string): string =>
  host.trim().toLowerCase().replace(/:\d+$/, '').replace(/\.$/, '');

/** A name that is one character repeated, only digits, or not made of letters. */
export const isInvalidName = (name: string): boolean =>
  /^(.)\1+$/u.test(name) || /^\p{N}+$/u.test(name) || !NAME_CHARACTERS.test(name);

/** An address whose domain has no dot, a label that DNS refuses, or an over-long part. */
export const isInvalidEmailDomain = (email: string): boolean => {
  const at = email.lastIndexOf('@');
  const local = email.slice(0, at);
  const domain = email.slice(at + 1).toLowerCase();
  if (at <= 0 || local.length > 64 || domain.length > 253) return true;
  const labels = domain.split('.');
  const top = labels[labels.length - 1] ?? '';
  return (
    labels.length < 2 ||
    !labels.every((label) => DOMAIN_LABEL.test(label)) ||
    !TOP_LEVEL_DOMAIN.test(top)
  );
};

const toRuleSetting = (row: RegisterSettingRow): RegisterSetting => ({
  name: row.name,
  is_display: row.isDisplay,
  is_required: row.isRequired,
  is_verification: row.isVerification,
});

const isActive = (member: MemberRow): boolean => member.status === MEMBER_STATUSES.active;
const isActiveAgent = (member: MemberRow): boolean =>
  member.isAgent && member.agentActive && isActive(member);

const newRecommendCode = (): string => {
  for (;;) {
    const code = Array.from(
      { length: RECOMMEND_CODE_LENGTH },
      () => RECOMMEND_CODE_CHARACTERS[randomInt(RECOMMEND_CODE_CHARACTERS.length)] ?? 'A',
    ).join('');
    // A code of digits only would read as an agent id in a free-text introducer.
    if (!AGENT_ID_PATTERN.test(code)) return code;
  }
};

type Introduction = { agentId: number | null; recommendedBy: number | null };
const NO_INTRODUCER: Introduction = { agentId: null, recommendedBy: null };

/** Everything a registration checked and will write. */
type Checked = {
  account: AccountSettings;
  currency: Currency;
  values: RegisterValues;
  settings: RegisterSettingRow[];
  introduction: Introduction;
  verifyPhone: boolean;
};

export type RegisterServiceDeps = {
  db: Db;
  accountSettings: AccountSettingsService;
  captcha: CaptchaService;
  /** The register form's invisible proof of work. */
  proofOfWork: Pick<ProofOfWorkService, 'check'>;
  sessions: SessionService;
  rateLimiter: RateLimiter;
  /** The new member's main wallet is opened in the registration's transaction. */
  ledger: LedgerService;
  /** Phone codes of registrations whose settings verify the phone. */
  sms: SmsService;
  /** The audit log, where the site-wide registration limit reports itself to the operator. */
  operators: OperatorService;
  /** A member registering under an agent joins its downline in the registration's transaction. */
  agentTree: Pick<AgentTreeService, 'joinWithin'>;
  now?: () => Date;
};

/**
 * Registration (spec sections 3 to 5 and 8): the settings the form is built from, the checks of
 * a registration in the order the member meets them, and the new member's first session.
 */
export const createRegisterService = (deps: RegisterServiceDeps) => {
  const { db, rateLimiter } = deps;
  const now = deps.now ?? (() => new Date());

  const shownSetting = (settings: RegisterSettingRow[], name: string) =>
    settings.find((item) => item.name === name && item.isDisplay);

  /** The first unique field (per the settings) whose value another member already has. */
  const findRepeat = async (
    tx: Db,
    site: SiteRecord,
    checked: Checked,
    language: SupportedLanguage,
  ): Promise<AppError | undefined> => {
    const { values, settings } = checked;
    if (await accountExists(tx, site.id, values.member_account ?? '')) {
      return registerError('102');
    }
    const uniqueValue = (field: UniqueField): string | undefined => {
      const value = (values[field] ?? '').trim();
      return value !== '' && shownSetting(settings, field)?.isUnique ? value : undefined;
    };
    const fixed: [UniqueField, string][] = [
      ['member_name', '103'],
      ['member_phone', '104'],
      ['member_email', '105'],
      ['identity_id', '114'],
    ];
    for (const [field, code] of fixed) {
      const value = uniqueValue(field);
      if (value !== undefined && (await valueExists(tx, site.id, field, value))) {
        return registerError(code);
      }
    }
    for (const field of Object.keys(CONTACT_FIELDS) as ContactField[]) {
      const value = uniqueValue(field);
      if (value !== undefined && (await valueExists(tx, site.id, field, value))) {
        return registerError(
          CONTACT_REPEAT_CODES[field],
          // The server message of codes 301 to 308 names the contact app.
          serverMessage(language, 'server.contact_taken', { app: CONTACT_FIELDS[field].label }),
        );
      }
    }
    return undefined;
  };

  const checkAgent = async (
    site: SiteRecord,
    account: AccountSettings,
    currency: Currency,
    agentId: number,
  ): Promise<Introduction> => {
    const agent = await findMemberById(db, site.id, agentId);
    if (!agent?.isAgent) throw registerError('106');
    if (!account.agentIntroduce || !isActiveAgent(agent)) throw registerError('108');
    if (agent.currency !== currency) throw registerError('228');
    return { agentId: agent.id, recommendedBy: null };
  };

  const checkRecommender = (
    account: AccountSettings,
    currency: Currency,
    recommender: MemberRow | undefined,
  ): Introduction => {
    if (!account.friendRecommend) throw registerError('107');
    if (!recommender) throw registerError('112');
    if (!isActive(recommender)) throw registerError('109');
    if (recommender.currency !== currency) throw registerError('228');
    return { agentId: null, recommendedBy: recommender.id };
  };

  /**
   * Who introduced the member: the agent of an agent domain, an agent id or recommend code of the
   * kind the form locked, or free text tried as an agent id and then as a recommend code.
   */
  const resolveIntroducer = async (
    site: SiteRecord,
    account: AccountSettings,
    body: RegisterBody,
    domain: AgentDomainRow | undefined,
  ): Promise<Introduction> => {
    const text = body.introducer.trim();
    const currency = body.member_currency;
    if (domain) {
      if (text !== '' && text !== String(domain.agentId)) throw registerError('228');
      return checkAgent(site, account, currency, domain.agentId);
    }
    if (text === '') return NO_INTRODUCER;
    const looksLikeAgent = AGENT_ID_PATTERN.test(text);
    const looksLikeCode = RECOMMEND_CODE_PATTERN.test(text);
    switch (body.introducer_type) {
      case 'agent':
        if (!looksLikeAgent) throw registerError('110');
        return checkAgent(site, account, currency, Number(text));
      case 'recommend':
        if (!looksLikeCode) throw registerError('110');
        return checkRecommender(
          account,
          currency,
          await findMemberByRecommendCode(db, site.id, text.toUpperCase()),
        );
      default: {
        if (!looksLikeAgent && !looksLikeCode) throw registerError('110');
        if (looksLikeAgent) {
          const agent = await findMemberById(db, site.id, Number(text));
          if (agent?.isAgent) return checkAgent(site, account, currency, agent.id);
        }
        const recommender = looksLikeCode
          ? await findMemberByRecommendCode(db, site.id, text.toUpperCase())
          : undefined;
        if (recommender) return checkRecommender(account, currency, recommender);
        throw registerError('219');
      }
    }
  };

  /** Answer 996 for a site over its registration limit; the first of a window tells the operator. */
  const refuseSiteOverLimit = async (context: RegisterContext): Promise<never> => {
    const siteKey = String(context.site.id);
    const firstOfWindow = await rateLimiter.hit('register-site-reported', siteKey, {
      points: 1,
      durationSeconds: REGISTER_SITE_LIMIT.durationSeconds,
    });
    if (firstOfWindow.allowed) {
      await deps.operators.audit({
        siteId: context.site.id,
        actor: 'system',
        action: 'register_site_limit',
        targetType: 'site',
        targetId: siteKey,
        reason: `more than ${REGISTER_SITE_LIMIT.points} registrations in ${REGISTER_SITE_LIMIT.durationSeconds / 60} minutes`,
        details: { ...REGISTER_SITE_LIMIT, address: context.ip },
      });
    }
    throw registerError('996');
  };

  /**
   * Every check of a registration, in order; throws the first failure. `register` mode asks for
   * the captcha and the agreement and counts towards the address's limits; `verify` mode (the
   * verification call) checks without using anything up.
   */
  const check = async (
    context: RegisterContext,
    body: RegisterBody,
    mode: 'register' | 'verify',
  ): Promise<Checked> => {
    const { site, ip } = context;
    const attempt = await rateLimiter.hit('register-attempt', ip, REGISTER_ATTEMPT_LIMIT);
    if (!attempt.allowed || (await rateLimiter.isBlocked('register', ip, REGISTER_RATE_LIMIT))) {
      throw registerError('996');
    }
    if (await rateLimiter.isBlocked('register-site', String(site.id), REGISTER_SITE_LIMIT)) {
      await refuseSiteOverLimit(context);
    }
    if (await isBlacklisted(db, site.id, 'ip', [ip.toLowerCase()])) throw registerError('218');
    const currency = body.member_currency;
    if (!site.currencies.includes(currency)) throw currencyNotOpen();
    const domain = await findAgentDomain(db, site.id, normaliseHost(context.host));
    if (domain && domain.currency !== currency) throw registerError('228');
    if (mode === 'register') await deps.proofOfWork.check(site.id, 'register', ip, body.pow);

    const account = await deps.accountSettings.get(site.id);
    const settings = await findRegisterSettings(db, site.id, currency);
    const askCaptcha = mode === 'register' && account.registerCaptcha;
    const schema = buildRegisterSchema(settings.map(toRuleSetting), currency, {
      captcha: askCaptcha,
      agreement: mode === 'register',
    });
    const input =
      mode === 'register' ? body : { ...body, answer: '', captcha_token: '', agreement: undefined };
    const parsed = schema.safeParse(input);
    if (!parsed.success) {
      throw invalidFields(
        Object.entries(fieldErrors(parsed.error)).map(([field, problem]) => ({
          field,
          message: problem.key,
          ...(problem.params ? { params: problem.params } : {}),
        })),
      );
    }
    const values = parsed.data;

    if (askCaptcha) {
      const solved = await deps.captcha.verify(
        site.id,
        CAPTCHA_TYPES.register,
        values.captcha_token ?? '',
        values.answer ?? '',
      );
      if (!solved) throw registerError('224');
    }

    const registered = await countRegistrationsFromIp(
      db,
      site.id,
      ip,
      new Date(now().getTime() - DAY_MS),
    );
    if (registered >= account.registerPerIpPerDay) throw registerError('997');

    const name = values.member_name ?? '';
    if (name !== '') {
      if (await isBlacklisted(db, site.id, 'name', [name.toLowerCase()])) {
        throw registerError('214');
      }
      if (isInvalidName(name)) throw registerError('227');
    }
    const email = (values.member_email ?? '').toLowerCase();
    if (email !== '') {
      if (isInvalidEmailDomain(email)) throw registerError('206');
      const domainEntry = email.slice(email.lastIndexOf('@'));
      if (await isBlacklisted(db, site.id, 'email', [email, domainEntry])) {
        throw registerError('216');
      }
    }
    const phone = values.member_phone ?? '';
    if (phone !== '' && !isPlausiblePhone(phone)) throw registerError('209');

    const checked: Checked = {
      account,
      currency,
      values,
      settings,
      introduction: NO_INTRODUCER,
      verifyPhone: shownSetting(settings, 'member_phone')?.isVerification === true && phone !== '',
    };
    const repeat = await findRepeat(db, site, checked, context.language);
    if (repeat) throw repeat;

    checked.introduction = await resolveIntroducer(site, account, body, domain);

    if (checked.verifyPhone) {
      const valid = await deps.sms.verifyCode({
        siteId: site.id,
        phone,
        purpose: 'register_member',
        code: values.phone_verify ?? '',
        consume: false,
      });
      if (!valid) throw registerError('113');
    }
    return checked;
  };

  /** Write the member, re-checking under the site's registration lock what a race could break. */
  const createMember = async (
    context: RegisterContext,
    body: RegisterBody,
    checked: Checked,
  ): Promise<MemberRow> => {
    const { site } = context;
    const { values } = checked;
    const passwordHash = await hashPassword(values.password ?? '');
    const withdrawPassword = values.withdraw_password ?? '';
    const withdrawPasswordHash =
      withdrawPassword === '' ? null : await hashPassword(withdrawPassword);

    return db.transaction(async (tx) => {
      await lockRegistrations(tx, site.id);
      const registered = await countRegistrationsFromIp(
        tx,
        site.id,
        context.ip,
        new Date(now().getTime() - DAY_MS),
      );
      if (registered >= checked.account.registerPerIpPerDay) throw registerError('997');
      const repeat = await findRepeat(tx, site, checked, context.language);
      if (repeat) throw repeat;
      if (checked.verifyPhone) {
        const used = await deps.sms.verifyCodeWithin(tx, {
          siteId: site.id,
          phone: values.member_phone ?? '',
          purpose: 'register_member',
          code: values.phone_verify ?? '',
          consume: true,
        });
        if (!used) throw registerError('113');
      }
      let recommendCode = newRecommendCode();
      while (await recommendCodeExists(tx, site.id, recommendCode)) {
        recommendCode = newRecommendCode();
      }
      const member = await insertMember(tx, {
        siteId: site.id,
        account: values.member_account ?? '',
        currency: checked.currency,
        passwordHash,
        withdrawPasswordHash,
        name: values.member_name ?? '',
        email: values.member_email ?? '',
        birthday: values.member_birthday ?? '',
        phone: values.member_phone ?? '',
        identityId: values.identity_id ?? '',
        qq: values.member_qq ?? '',
        wechat: values.member_wechat ?? '',
        whatsApp: values.member_whats_app ?? '',
        zalo: values.member_zalo ?? '',
        fb: values.member_fb ?? '',
        telegram: values.member_telegram ?? '',
        skype: values.member_skype ?? '',
        others: body.member_others.trim(),
        memberType: ORDINARY_MEMBER_TYPE,
        agentType: 0,
        agentId: checked.introduction.agentId,
        recommendedBy: checked.introduction.recommendedBy,
        recommendCode,
        registerIp: context.ip.slice(0, 64),
        lastLoginAt: now(),
      });
      // The device the member registered from is theirs: logging in there needs no double
      // validation.
      const udid = body.udid.trim();
      if (udid !== '') await rememberDevice(tx, member.id, udid);
      if (member.agentId !== null) {
        await deps.agentTree.joinWithin(tx, { memberId: member.id, agentId: member.agentId });
      }
      // The main wallet exists from the first moment, so it is never created under load.
      await deps.ledger.ensureAccount(
        { siteId: site.id, kind: 'member_main', memberId: member.id, currency: member.currency },
        tx,
      );
      return member;
    });
  };

  return {
    /** Whether the site's blacklist holds any of `values` (lower case) of this kind. */
    isBlacklisted: (siteId: number, kind: BlacklistKind, values: string[]): Promise<boolean> =>
      isBlacklisted(db, siteId, kind, values),

    /**
     * Take the site's registration lock in the caller's transaction: until it commits, no
     * registration (and no other profile edit) can claim a unique value.
     */
    lockRegistrationsWithin: (tx: Db, siteId: number): Promise<void> =>
      lockRegistrations(tx, siteId),

    /** Whether a member of the site already has this value in a unique field (inside `tx`). */
    valueTakenWithin: (tx: Db, siteId: number, field: UniqueField, value: string) =>
      valueExists(tx, siteId, field, value),

    /** The register settings of every currency the site offers, and whether a captcha is asked. */
    settings: async (site: SiteRecord): Promise<CallResponse<typeof registerSettingsCall>> => {
      const rows = await findRegisterSettings(db, site.id);
      const account = await deps.accountSettings.get(site.id);
      const list = site.currencies.flatMap((currency) =>
        rows
          .filter((row) => row.currency === currency)
          .sort((a, b) => a.sort - b.sort)
          .map((row) => ({
            name: row.name,
            currency: row.currency,
            is_display: row.isDisplay,
            is_required: row.isRequired,
            is_unique: row.isUnique,
            is_member_center: row.isMemberCenter,
            is_verification: row.isVerification,
            is_member_center_verification: row.isMemberCenterVerification,
          })),
      );
      return { list, captcha_required: account.registerCaptcha, currencies: site.currencies };
    },

    serviceAgreement: async (
      site: SiteRecord,
      language: SupportedLanguage,
    ): Promise<CallResponse<typeof serviceAgreementCall>> => {
      const rows = await findServiceAgreements(db, site.id);
      return {
        list: rows.map((row) => ({
          id: row.id,
          title: pickLocalized(row.title, language),
          content: pickLocalized(row.content, language),
        })),
      };
    },

    /** Check a registration without registering: answers or throws as /register would. */
    verify: async (
      context: RegisterContext,
      body: RegisterBody,
    ): Promise<Record<string, never>> => {
      await check(context, body, 'verify');
      return {};
    },

    /** Register a member and log them in. */
    register: async (context: RegisterContext, body: RegisterBody): Promise<MemberSession> => {
      const checked = await check(context, body, 'register');
      const limit = await rateLimiter.hit('register', context.ip, REGISTER_RATE_LIMIT);
      if (!limit.allowed) throw registerError('996');
      const siteLimit = await rateLimiter.hit(
        'register-site',
        String(context.site.id),
        REGISTER_SITE_LIMIT,
      );
      if (!siteLimit.allowed) await refuseSiteOverLimit(context);
      let member: MemberRow;
      try {
        member = await createMember(context, body, checked);
      } catch (error) {
        // Two registrations of one account at once: the index decides, the loser hears 102.
        if (uniqueViolation(error) === ACCOUNT_CONSTRAINT) throw registerError('102');
        throw error;
      }
      const { token } = await deps.sessions.start(member, {
        ip: context.ip,
        udid: body.udid,
        device: body.device,
      });
      return deps.sessions.describe(member, token);
    },

    /** The currency of an agent, so a registration through the agent's link uses it. */
    memberInfo: async (site: SiteRecord, id: number): Promise<{ currency: Currency }> => {
      const agent = await findMemberById(db, site.id, id);
      if (!agent?.isAgent) throw registerError('106');
      return { currency: agent.currency };
    },

    /** Whether an agent id or recommend code from a link may introduce members now. */
    validMessage: async (
      site: SiteRecord,
      body: CallParsedRequest<typeof registerValidMessageCall>,
    ): Promise<CallResponse<typeof registerValidMessageCall>> => {
      const account = await deps.accountSettings.get(site.id);
      if (body.agent_id !== undefined) {
        const text = body.agent_id.trim();
        if (!account.agentIntroduce || !AGENT_ID_PATTERN.test(text)) return { is_valid: false };
        const agent = await findMemberById(db, site.id, Number(text));
        return { is_valid: agent !== undefined && isActiveAgent(agent) };
      }
      const code = (body.recommend_code ?? '').trim();
      if (!account.friendRecommend || !RECOMMEND_CODE_PATTERN.test(code)) {
        return { is_valid: false };
      }
      const recommender = await findMemberByRecommendCode(db, site.id, code.toUpperCase());
      return { is_valid: recommender !== undefined && isActive(recommender) };
    },

    /** Whether a host is an agent's domain, and the currency and agent it locks. */
    checkAgentDomain: async (
      site: SiteRecord,
      host: string,
    ): Promise<CallResponse<typeof checkAgentDomainCall>> => {
      const domain = await findAgentDomain(db, site.id, normaliseHost(host));
      const agent = domain ? await findMemberById(db, site.id, domain.agentId) : undefined;
      if (!domain || !agent || !isActiveAgent(agent)) {
        return { is_valid: false, currency: null, agent_id: null };
      }
      return { is_valid: true, currency: domain.currency, agent_id: String(domain.agentId) };
    },
  };
};
export type RegisterService = ReturnType<typeof createRegisterService>;
