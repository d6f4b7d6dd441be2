import {
  type CallParsedRequest,
  type CallResponse,
  type ErrorFamilyName,
  type MemberProfile,
  type agentLevelRenameCall,
  type bindBankAccountCall,
  type memberLayoutCall,
  type memberProfileCall,
  type memberProfileEditCall,
} from '@member-site/contracts';
import {
  type Currency,
  type SupportedLanguage,
  formatMinorUnits,
  pickLocalized,
} from '@member-site/contracts/constants';
import {
  type FieldError,
  birthdaySchema,
  contactSchema,
  emailSchema,
  fieldErrors,
  hiddenFieldSchema,
  identityIdSchema,
  memberNameSchema,
  phoneSchema,
  phoneVerifySchema,
  withdrawPasswordSchema,
} from '@member-site/contracts/validation';
import { z } from 'zod';

import type { Db } from '../../db/client';
import type { DomainEventBus } from '../../infra/events';
import { AppError } from '../../http/app-error';
import { hashPassword, verifyPassword } from '../../infra/passwords';
import type { RateLimiter } from '../../infra/rate-limiter';
import { maskTail } from '../../shared/mask';
import type { RegisterService, UniqueField } from '../register/register.service';
import type { SiteRecord } from '../site/site.service';
import type { PlayService } from '../games/play.service';
import type { SmsService } from '../sms/sms.service';
import type { WalletMember, WalletService } from '../wallet/wallet.service';
import {
  type BankAccountRecord,
  type FillableColumn,
  type MemberRecord,
  createMemberRepository,
} from './member.repository';

type Body<C> = CallParsedRequest<C>;
type Reply<C> = Promise<CallResponse<C>>;

/** The site and language of a call, and the logged-in member it acts for. */
export type MemberViewer = { site: SiteRecord; language: SupportedLanguage; member: MemberRecord };

/**
 * Wrong withdraw passwords allowed per member before the password is refused for a while: one
 * counter for binding a bank account and asking for a withdrawal.
 */
const WITHDRAW_PASSWORD_LIMIT = { points: 5, durationSeconds: 15 * 60 };

/** How a withdraw password check went: right, wrong (counted), or refused after too many. */
export type WithdrawPasswordCheck = 'ok' | 'wrong' | 'blocked';

export type MemberServiceDeps = {
  rateLimiter: RateLimiter;
  /** `profile.updated` after an edit; `app_clean_cache` when the operator asks for it. */
  events: DomainEventBus;
  /** The main balance of the member-centre layout. */
  wallet: Pick<WalletService, 'mainBalance'>;
  /** Whether a game is open (the layout's is_playing). */
  plays: Pick<PlayService, 'isPlaying'>;
  /** Phone codes of profile edits whose settings verify the phone. */
  sms: Pick<SmsService, 'verifyCodeWithin'>;
  /** The blacklist, the registration lock and unique values, shared with registration. */
  registrations: Pick<
    RegisterService,
    'isBlacklisted' | 'lockRegistrationsWithin' | 'valueTakenWithin'
  >;
};

const fail = (family: ErrorFamilyName, code: string) => new AppError(code, { family });

/** The common 400 with one message key per field, as the validation of every call answers. */
const invalidFields = (errors: Record<string, FieldError>) =>
  new AppError('400', {
    family: 'common',
    httpStatus: 400,
    data: {
      errors: Object.entries(errors).map(([field, error]) => ({
        field,
        message: error.key,
        ...(error.params ? { params: error.params } : {}),
      })),
    },
  });

/** Profile fields the member centre can set, and the member column behind each. */
const FILLABLE_FIELDS = {
  member_name: 'name',
  member_email: 'email',
  member_birthday: 'birthday',
  member_phone: 'phone',
  member_qq: 'qq',
  member_wechat: 'wechat',
  member_whats_app: 'whatsApp',
  member_zalo: 'zalo',
  member_fb: 'fb',
  member_telegram: 'telegram',
  member_skype: 'skype',
  identity_id: 'identityId',
} as const satisfies Record<string, FillableColumn>;
type FillableField = keyof typeof FILLABLE_FIELDS;
type EditField = FillableField | 'withdraw_password';

/** Register codes answered when a unique field's value belongs to another member. */
const UNIQUE_CODES: Partial<Record<FillableField, string>> = {
  member_name: '103',
  member_phone: '104',
  member_email: '105',
  identity_id: '114',
};

/** The field rules of spec section 5; nothing is required here (only given fields are set). */
const ruleOf = (field: EditField, currency: Currency): z.ZodType<string> => {
  switch (field) {
    case 'member_name':
      return memberNameSchema(currency, false);
    case 'member_email':
      return emailSchema(false);
    case 'member_birthday':
      return birthdaySchema(false);
    case 'member_phone':
      return phoneSchema(currency, false);
    case 'identity_id':
      return identityIdSchema(false);
    case 'withdraw_password':
      return withdrawPasswordSchema(false);
    default:
      return contactSchema(field, false);
  }
};

const EDIT_FIELDS = [...Object.keys(FILLABLE_FIELDS), 'withdraw_password'] as EditField[];

const iso = (date: Date): string => date.toISOString();

export const createMemberService = (db: Db, deps: MemberServiceDeps) => {
  const { registrations } = deps;
  const repository = createMemberRepository(db);

  /**
   * Check a withdraw password against the member's hash, counting wrong ones per member; after
   * five wrong ones in 15 minutes even the right one is refused until the window ends.
   */
  const checkWithdrawPassword = async (
    member: { siteId: number; id: number; withdrawPasswordHash: string },
    password: string,
  ): Promise<WithdrawPasswordCheck> => {
    const limiterKey = `${member.siteId}:${member.id}`;
    const limiter = deps.rateLimiter;
    if (await limiter.isBlocked('withdraw-password', limiterKey, WITHDRAW_PASSWORD_LIMIT)) {
      return 'blocked';
    }
    if (!(await verifyPassword(member.withdrawPasswordHash, password))) {
      await limiter.hit('withdraw-password', limiterKey, WITHDRAW_PASSWORD_LIMIT);
      return 'wrong';
    }
    await limiter.reset('withdraw-password', limiterKey, WITHDRAW_PASSWORD_LIMIT);
    return 'ok';
  };

  const profileOf = (member: MemberRecord, bank: BankAccountRecord | undefined): MemberProfile => ({
    id: member.id,
    member_account: member.account,
    member_name: member.name,
    is_withdraw_password: member.withdrawPasswordHash !== null,
    member_birthday: member.birthday,
    member_email: member.email,
    member_currency: member.currency,
    member_phone: member.phone,
    member_line: member.line,
    member_others: member.others,
    member_qq: member.qq,
    member_skype: member.skype,
    member_wechat: member.wechat,
    member_fb: member.fb,
    member_zalo: member.zalo,
    member_telegram: member.telegram,
    member_whats_app: member.whatsApp,
    new_identity_id: member.identityId === '' ? '' : maskTail(member.identityId),
    bank_account: bank
      ? {
          bank_name: bank.bankName,
          account_name: bank.accountName,
          account_number: maskTail(bank.accountNumber),
        }
      : null,
  });

  /** The caller's row as it is now (the session's copy may predate an edit). */
  const loadMember = async (site: SiteRecord, memberId: number): Promise<MemberRecord> => {
    const member = await repository.findMember(site.id, memberId);
    if (!member) throw new AppError('401', { family: 'common', httpStatus: 401 });
    return member;
  };

  const loadProfile = async (site: SiteRecord, memberId: number): Promise<MemberProfile> => {
    const member = await loadMember(site, memberId);
    return profileOf(member, await repository.findBankAccount(member.id));
  };

  return {
    checkWithdrawPassword,

    /** The member as the wallet and the games need them; undefined for no such member. */
    async walletMember(siteId: number, memberId: number): Promise<WalletMember | undefined> {
      const member = await repository.findMember(siteId, memberId);
      return member
        ? { id: member.id, account: member.account, currency: member.currency, siteId }
        : undefined;
    },

    async layout({ site, member: caller }: MemberViewer): Reply<typeof memberLayoutCall> {
      const member = await loadMember(site, caller.id);
      return {
        member_common_layout: {
          id: member.id,
          member_account: member.account,
          member_currency: member.currency,
          member_cash: formatMinorUnits(
            await deps.wallet.mainBalance({
              siteId: site.id,
              memberId: member.id,
              currency: member.currency,
            }),
            member.currency,
          ),
          member_type: member.memberType,
          agent_type: member.agentType,
          agent_level: member.agentLevel,
          is_agent: member.isAgent,
          agent_active: member.agentActive,
          is_playing: await deps.plays.isPlaying({
            id: member.id,
            account: member.account,
            currency: member.currency,
            siteId: site.id,
          }),
          cash_back_status: false,
          // The transfer wallet (main plus one per provider) is always on for members.
          wallet_status: true,
          first_login_to_change_password: member.firstLoginChangePassword,
          need_bank_account_deposit_verified: member.needBankAccountDepositVerified,
        },
      };
    },

    async profile({ site, member }: MemberViewer): Reply<typeof memberProfileCall> {
      return { member_profile: await loadProfile(site, member.id) };
    },

    /**
     * Fill in profile fields from the member centre. Only fields whose register setting for the
     * member's currency has `is_member_center` may be given, and only while still empty (106).
     * Unique fields must not belong to another member of the site; a phone that the settings
     * verify needs the SMS code sent for the member centre. Nothing is written unless all pass.
     */
    async editProfile(
      { site, member: caller }: MemberViewer,
      body: Body<typeof memberProfileEditCall>,
    ): Reply<typeof memberProfileEditCall> {
      const member = await loadMember(site, caller.id);
      const settings = await repository.findRegisterSettings(site.id, member.currency);
      const editable = new Map(
        settings.filter((item) => item.isMemberCenter).map((item) => [item.name, item]),
      );
      const schema = z.object(
        Object.fromEntries(
          EDIT_FIELDS.map((field) => [
            field,
            editable.has(field) ? ruleOf(field, member.currency) : hiddenFieldSchema,
          ]),
        ) as Record<EditField, z.ZodType<string | undefined>>,
      );
      const parsed = schema.safeParse(body);
      if (!parsed.success) throw invalidFields(fieldErrors(parsed.error));
      const given = Object.entries(parsed.data).filter(
        (entry): entry is [EditField, string] => typeof entry[1] === 'string' && entry[1] !== '',
      );

      const phone = parsed.data.member_phone ?? '';
      const verifyPhone =
        phone !== '' && editable.get('member_phone')?.isMemberCenterVerification === true;
      let phoneCode = '';
      if (verifyPhone) {
        const code = phoneVerifySchema.safeParse(body.phone_verify);
        if (!code.success) {
          const errors = fieldErrors(code.error);
          throw invalidFields({ phone_verify: errors[''] ?? { key: 'signup.error_verify' } });
        }
        phoneCode = code.data;
      }

      const values: Partial<Record<FillableColumn, string>> = {};
      let withdrawPassword: string | undefined;
      for (const [field, value] of given) {
        if (field === 'withdraw_password') {
          if (member.withdrawPasswordHash !== null) throw fail('register', '240');
          withdrawPassword = value;
        } else {
          const column = FILLABLE_FIELDS[field];
          if (member[column] !== '') throw fail('register', '240');
          values[column] = value;
        }
      }
      if (given.length === 0) return { member_profile: await loadProfile(site, member.id) };

      if (
        values.name !== undefined &&
        (await registrations.isBlacklisted(site.id, 'name', [values.name.toLowerCase()]))
      ) {
        throw fail('register', '214');
      }
      if (
        values.email !== undefined &&
        (await registrations.isBlacklisted(site.id, 'email', [values.email.toLowerCase()]))
      ) {
        throw fail('register', '216');
      }

      const withdrawPasswordHash =
        withdrawPassword === undefined ? undefined : await hashPassword(withdrawPassword);
      const unique = given.flatMap(([field, value]) => {
        const code = field === 'withdraw_password' ? undefined : UNIQUE_CODES[field];
        return code && editable.get(field)?.isUnique
          ? [{ field: field as UniqueField, code, value }]
          : [];
      });

      // A failure found inside the transaction is returned, not thrown, so a wrong SMS code
      // still counts against the code when the transaction commits (nothing else is written
      // before it).
      const failure = await db.transaction(async (tx) => {
        const r = createMemberRepository(tx);
        // The registration lock: a registration and this edit cannot claim one value together.
        if (unique.length > 0) await registrations.lockRegistrationsWithin(tx, site.id);
        for (const { field, code, value } of unique) {
          // The caller's own field is still empty, so any match is another member's.
          if (await registrations.valueTakenWithin(tx, site.id, field, value)) {
            return fail('register', code);
          }
        }
        if (verifyPhone) {
          const verified = await deps.sms.verifyCodeWithin(tx, {
            siteId: site.id,
            phone,
            purpose: 'member_center',
            code: phoneCode,
            consume: true,
          });
          if (!verified) return fail('register', '113');
        }
        const filled = await r.fillEmptyFields(site.id, member.id, values, withdrawPasswordHash);
        if (!filled) throw fail('register', '240');
        return undefined;
      });
      if (failure) throw failure;
      deps.events.publish('profile.updated', { siteId: site.id, memberId: member.id });
      return { member_profile: await loadProfile(site, member.id) };
    },

    /**
     * Ask every open page of the member to log out, clear its caches and load again (the
     * operator's remedy for a client stuck on stale data).
     */
    askToCleanCache(member: { siteId: number; id: number }): void {
      deps.events.publish('app_clean_cache', { siteId: member.siteId, memberId: member.id });
    },

    /** Agent level names in the request's language (en_US when a name lacks it). */
    async agentLevelNames({ site, language }: MemberViewer): Reply<typeof agentLevelRenameCall> {
      const rows = await repository.findAgentLevelNames(site.id);
      return {
        detail: rows.map((row) => ({
          agent_level: row.level,
          name: pickLocalized(row.name, language),
        })),
      };
    },

    /**
     * Bind the member's bank account: once per member (104), after checking the withdraw
     * password (105 when none is set, 103 when wrong; repeated wrong tries are refused with 429
     * for a while). Binding ends the prompt to verify a bank account at deposit.
     */
    async bindBankAccount(
      { site, member: caller }: MemberViewer,
      body: Body<typeof bindBankAccountCall>,
    ): Reply<typeof bindBankAccountCall> {
      const parsed = bankAccountSchema.safeParse(body);
      if (!parsed.success) throw invalidFields(fieldErrors(parsed.error));
      const member = await loadMember(site, caller.id);
      if (member.withdrawPasswordHash === null) throw fail('account', '105');

      const passwordCheck = await checkWithdrawPassword(
        { siteId: site.id, id: member.id, withdrawPasswordHash: member.withdrawPasswordHash },
        body.withdraw_password,
      );
      if (passwordCheck === 'blocked') {
        throw new AppError('429', { family: 'common', httpStatus: 429 });
      }
      if (passwordCheck === 'wrong') throw fail('account', '103');

      const bound = await db.transaction(async (tx) => {
        const r = createMemberRepository(tx);
        const row = await r.insertBankAccount({
          memberId: member.id,
          bankName: parsed.data.bank_name,
          accountName: parsed.data.account_name,
          accountNumber: parsed.data.account_number,
        });
        if (row) await r.clearBankAccountVerification(site.id, member.id);
        return row;
      });
      if (!bound) throw fail('account', '104');
      deps.events.publish('profile.updated', { siteId: site.id, memberId: member.id });
      return {
        bank_account: {
          bank_name: bound.bankName,
          account_name: bound.accountName,
          account_number: maskTail(bound.accountNumber),
          created_at: iso(bound.createdAt),
        },
      };
    },
  };
};
export type MemberService = ReturnType<typeof createMemberService>;

/** Bank account fields: names of 2 to 64 characters, an account number of 6 to 34 digits. */
const bankAccountSchema = z.object({
  bank_name: z.string().trim().min(2).max(64),
  account_name: z.string().trim().min(2).max(64),
  account_number: z
    .string()
    .trim()
    .regex(/^\d{6,34}$/),
});
