/**
 * The error-code catalogue of spec section 8. Codes are scoped by call family because the spec
 * reuses numbers (102 is `account_disable` on login and `account_repeat` on register). Every entry
 * names the i18n key the client shows; `serverMessage: true` means the spec shows the server's
 * message text instead of a fixed key (the key is then the fallback).
 *
 * The `common` family holds the project's own transport-level codes, which every call can answer.
 */
export type ErrorEntry = {
  readonly key: string;
  /** Show the server's message rather than the key (spec: "server message"). */
  readonly serverMessage?: boolean;
  /** Append the code to the message (spec: "ip_error with code appended"). */
  readonly appendCode?: boolean;
  /** The field the message belongs to, for form errors. */
  readonly field?: string;
};

const entry = (key: string, extra: Omit<ErrorEntry, 'key'> = {}): ErrorEntry => ({
  key,
  ...extra,
});

export const ERROR_CATALOGUE = {
  common: {
    '100': entry('success'),
    '400': entry('errors.invalid_request', { serverMessage: true }),
    '401': entry('errors.unauthenticated'),
    '403': entry('errors.forbidden'),
    '404': entry('errors.not_found'),
    '405': entry('errors.method_not_allowed'),
    '413': entry('errors.payload_too_large'),
    '415': entry('errors.unsupported_media_type'),
    /** The form's proof of work is missing, wrong, used or expired: solve a new one. */
    '428': entry('errors.security_check'),
    '429': entry('errors.too_many_requests'),
    /** The site named by `site_id` (or the request's host) does not exist or is closed. */
    '460': entry('errors.site_not_found'),
    /** The requested currency is not open on this site. */
    '461': entry('errors.currency_not_open'),
    '500': entry('errors.internal'),
    '503': entry('errors.maintenance'),
  },
  login: {
    '101': entry('account_error'),
    '102': entry('account_disable'),
    '103': entry('account_freezen'),
    '105': entry('verify_failed'),
    '106': entry('ip_error'),
    /** Login from a device the member has not used: continue with double validation. */
    '107': entry('different_device'),
    '201': entry('ip_error', { appendCode: true }),
    '202': entry('ip_error', { appendCode: true }),
    '203': entry('ip_error', { appendCode: true }),
    /**
     * Too many wrong passwords: the account logs in again after the withdraw-password
     * verification sets a new login password.
     */
    '802': entry('withdraw_password_verify'),
  },
  doubleValidation: {
    '101': entry('account_error', { serverMessage: true }),
    '102': entry('account_disable', { serverMessage: true }),
    '103': entry('verify_failed'),
    '104': entry('verify_failed'),
    '105': entry('verify_failed'),
    '106': entry('ip_error'),
    '202': entry('ip_error', { serverMessage: true }),
    '205': entry('verify_failed'),
    '206': entry('verify_failed'),
    '998': entry('double_validation_faild'),
  },
  doubleValidationSkip: {
    '101': entry('account_error'),
  },
  recoveryVerify: {
    '101': entry('signup.error_verify_pls_reVerify'),
    '102': entry('signup.error_verify_pls_reVerify'),
    '201': entry('signup.error_verify_pls_reVerify'),
    '202': entry('signup.error_verify_pls_reVerify'),
    '203': entry('signup.error_verify_pls_reVerify'),
    '204': entry('signup.error_verify_pls_reVerify'),
  },
  recoveryReset: {
    '101': entry('signup.error_verify_pls_reVerify'),
    '102': entry('signup.error_verify_pls_reVerify'),
    '201': entry('signup.error_verify_pls_reVerify'),
    '202': entry('signup.error_verify_pls_reVerify'),
    '203': entry('signup.error_verify_pls_reVerify'),
  },
  register: {
    '102': entry('account_repeat', { field: 'member_account' }),
    '103': entry('name_repeat', { field: 'member_name' }),
    '104': entry('phone_repeat', { field: 'member_phone' }),
    '105': entry('mail_repeat', { field: 'member_email' }),
    '106': entry('no_proxy', { field: 'introducer' }),
    /** Friend recommendation is closed on the site; the client also disables the programme. */
    '107': entry('err_disabled_recommend_close', { field: 'introducer' }),
    '108': entry('err_disabled_agent', { field: 'introducer' }),
    '109': entry('err_disabled_recommend', { field: 'introducer' }),
    '110': entry('err_disabled_code', { field: 'introducer' }),
    '112': entry('err_introducer_not_found', { field: 'introducer' }),
    '113': entry('error_verify', { field: 'phone_verify' }),
    '114': entry('identity_id_repeat', { field: 'identity_id' }),
    '206': entry('err_email_invalid', { field: 'member_email' }),
    '209': entry('err_phone_invalid', { field: 'member_phone' }),
    '214': entry('err_black_list_name', { field: 'member_name' }),
    '215': entry('err_phone_invalid', { field: 'member_phone', serverMessage: true }),
    '216': entry('err_black_list_email', { field: 'member_email' }),
    '218': entry('ip_error'),
    '219': entry('err_introducer_not_found', { field: 'introducer' }),
    '222': entry('err_introducer_invalid', { field: 'phone_verify' }),
    '223': entry('identity_id_repeat', { field: 'identity_id' }),
    '224': entry('verify_failed', { field: 'captcha' }),
    '227': entry('err_name_invalid', { field: 'member_name' }),
    '228': entry('err_introducer_invalid', { field: 'introducer' }),
    '301': entry('signup.error_for_contact.format', { field: 'member_qq', serverMessage: true }),
    '302': entry('signup.error_for_contact.format', { field: 'member_skype', serverMessage: true }),
    '304': entry('signup.error_for_contact.format', {
      field: 'member_wechat',
      serverMessage: true,
    }),
    '305': entry('signup.error_for_contact.format', { field: 'member_zalo', serverMessage: true }),
    '306': entry('signup.error_for_contact.format', { field: 'member_fb', serverMessage: true }),
    '307': entry('signup.error_for_contact.format', {
      field: 'member_telegram',
      serverMessage: true,
    }),
    '308': entry('signup.error_for_contact.format', {
      field: 'member_whats_app',
      serverMessage: true,
    }),
    /** Member centre: the detail is already set and only customer service may change it. */
    '240': entry('account.err_field_locked'),
    '996': entry('error_register_too_frequent'),
    '997': entry('error_register_limit_ip'),
  },
  sms: {
    '099': entry('phone_number_verify_error'),
    /** The client starts the 300 s timer on this code too. */
    '102': entry('sms_rate_limit_five_minutes'),
    '103': entry('verify_no_money'),
    '104': entry('contact_customer_service'),
    '201': entry('err_phone_blank'),
  },
  captcha: {
    /** Captcha not ready; the client waits 1 s and asks again. */
    '101': entry('captcha_retry'),
  },
  oneKeyReturn: {
    '101': entry('one_key_err_code_101'),
    '102': entry('one_key_err_code_102'),
    '103': entry('one_key_err_code_103'),
    '104': entry('one_key_err_code_104'),
    '105': entry('one_key_err_code_105'),
  },
  play: {
    /** No such game here: unknown, switched off, or not offered in the member's currency. */
    '101': entry('pg.game_unavailable'),
    /** Another game is being opened or played: leave it first. */
    '102': entry('pg.err_is_playing'),
    /** The game takes no play money. */
    '103': entry('pg.demo_unavailable'),
    /** The provider did not answer; nothing moved. */
    '104': entry('pg.start_failed'),
    /** The site has closed its games for good (spec section 5, the closed site's message). */
    '105': entry('r88close_msg'),
    /** Platform maintenance; the data carries `maintain_interval`. */
    '203': entry('pg.maintenance', { serverMessage: true }),
    /** Realtime game status: transfers are disabled. */
    '957': entry('pg.transfer_disabled'),
  },
  house: {
    /** The game session ended or expired: open the game again from the lobby. */
    '101': entry('house.session_ended'),
    /** The stake is not one of the game's stakes. */
    '102': entry('house.invalid_stake'),
    /** Not enough balance for the stake. */
    '103': entry('house.insufficient_balance'),
    /** No such round of this member. */
    '105': entry('house.round_not_found'),
    /** The launch token is unknown, used or expired. */
    '106': entry('house.launch_expired'),
    /** Bets on this round are closed (it is drawing, settled or voided, or not the current one). */
    '107': entry('house.betting_closed'),
    /** The table is closed, or is not a table of the session's game and currency. */
    '108': entry('house.table_closed'),
    /** The bet's kind or picks are not ones the game takes. */
    '109': entry('house.invalid_bet'),
    /** The stake is below the table's minimum or above its maximum for the round. */
    '110': entry('house.stake_limit'),
    /** The request id was used for another spin. */
    '112': entry('house.request_conflict'),
    /** Bets are arriving faster than a player can place them: wait a moment. */
    '113': entry('house.too_many_bets'),
    /**
     * A sportsbook leg's odds are not the selection's odds now and the bet did not accept the
     * change; the data carries `legs` with each selection's odds now (null: not offered).
     */
    '120': entry('house.odds_changed'),
    /** A leg's market is suspended for a moment around an event of its match. */
    '121': entry('house.market_suspended'),
    /** A leg's market is closed, settled or voided, or its selection is not offered. */
    '122': entry('house.market_closed'),
    /** A parlay with two legs of one fixture (or the same selection twice). */
    '123': entry('house.correlated_legs'),
    /** The bet cannot be cashed out: settled, cashed out, a leg lost or a market suspended. */
    '124': entry('house.cash_out_unavailable'),
    /** The cash-out value is not the one the page showed; the data carries `value` now. */
    '125': entry('house.cash_out_changed'),
    /** The operator entered the result the fixture already has. */
    '126': entry('house.result_unchanged'),
    /** No such fixture, selection or bet of this member. */
    '127': entry('house.fixture_not_found'),
  },
  /** Daily sign-in, the member's and the operator's calls. */
  signin: {
    /** No such campaign for the member's currency, or it is closed. */
    '101': entry('signin.not_found'),
    /** The member has signed in today already. */
    '102': entry('signin.already_signed'),
    /** The day has not come yet. */
    '103': entry('signin.not_open'),
    /** The day has passed: a missed day cannot be signed in. */
    '104': entry('signin.missed'),
    /** The campaign's days overlap another active campaign of the currency. */
    '106': entry('signin.overlap'),
    /** A reward is not a positive amount of the currency, or the start is in the past. */
    '107': entry('signin.invalid_schedule', { serverMessage: true }),
  },
  /**
   * Opening a red envelope. 102 means the envelope is gone for this member, whatever the reason
   * (ended, cancelled, all claimed, already opened by them, unknown or of another currency): the
   * page clears it and shows the server's message, which says which. The other codes keep it.
   */
  /** Recommend a friend: the member's calls and the operator's rules. */
  recommend: {
    /** Friend recommendation is closed for this member (site off, no active rules, or an agent). */
    '101': entry('recommend.closed'),
    /** The operator's rules cannot be: the message and `data.field` say which part. */
    '102': entry('recommend.invalid_rules', { serverMessage: true }),
    /** A date range that is not one (backwards, half given, or too long). */
    '103': entry('recommend.date_range'),
  },
  /** The member's standing for an agent application (and for friend recommendation). */
  applyForAgent: {
    /** The member is an agent already: agents recruit through agent links. */
    '101': entry('apply_for_agent.is_agent'),
    /** The agent programme is closed for the member's currency. */
    '102': entry('apply_for_agent.closed'),
    /** The member has an application waiting for the operator's decision. */
    '103': entry('apply_for_agent.pending'),
    /** The member belongs to an agent's downline. */
    '104': entry('apply_for_agent.agent_downline'),
    /** No such plan on offer for the member's currency. */
    '105': entry('apply_for_agent.no_plan'),
  },
  /**
   * The agent centre: an active agent's calls, and the operator's. Nothing changed when one of
   * these is answered.
   */
  agent: {
    /** The caller is not an active agent. */
    '101': entry('agent.not_agent'),
    /**
     * No such member in the agent's downline: another agent's member and a member that does not
     * exist answer alike, so nothing leaks.
     */
    '102': entry('agent.not_in_downline'),
    '103': entry('agent.err_withdraw_password', { field: 'withdraw_password' }),
    /** The agent wallet holds less than the amount. */
    '104': entry('agent.err_insufficient_wallet', { field: 'amount' }),
    /** The member's account is frozen or disabled and takes no money. */
    '105': entry('agent.member_inactive'),
    /** Not a positive amount with at most the currency's digits. */
    '106': entry('agent.err_amount_invalid', { field: 'amount' }),
    /** The agent has not set a withdraw password. */
    '107': entry('agent.err_no_withdraw_password'),
    /** Too many wrong withdraw passwords: wait before trying again. */
    '108': entry('agent.err_withdraw_password_locked'),
    /** The request id was used for another transfer or credit. */
    '109': entry('agent.err_request_conflict'),
    /** A date range that is not one (backwards, half given, or too long). */
    '110': entry('agent.err_date_range'),
    /** Operator: no such application on the site. */
    '111': entry('agent.err_application_not_found'),
    /** Operator: the application was decided already. */
    '112': entry('agent.err_application_decided'),
    /** Operator: the plan cannot be; the message and `data.field` say which part. */
    '113': entry('agent.err_invalid_plan', { serverMessage: true }),
    /** Operator: no such agent on the site. */
    '114': entry('agent.err_member_not_found'),
    /** Operator: no such plan on the site. */
    '115': entry('agent.err_plan_not_found'),
    /** Operator: no such settlement on the site. */
    '121': entry('agent.err_settlement_not_found'),
    /** Operator: the settlement was decided otherwise already (rejected, or approved when rejecting). */
    '122': entry('agent.err_settlement_decided'),
    /** Operator: the period to close has not ended by the site's settlement clock. */
    '123': entry('agent.err_period_not_ended'),
    /** Operator: a period of the site was closed, so its periods' first weekday is fixed. */
    '124': entry('agent.err_week_start_fixed'),
  },
  redEnvelope: {
    /** The promotion has not started yet. */
    '101': entry('red_envelope.not_started'),
    '102': entry('red_envelope.ended', { serverMessage: true }),
    /** The member has not deposited what the promotion asks; the message names the amount. */
    '103': entry('red_envelope.not_eligible', { serverMessage: true }),
    /** The member's account is frozen or disabled and takes no money. */
    '104': entry('red_envelope.account_inactive'),
  },
  /**
   * Bonuses and the discount pages' "apply" action, the member's and the operator's calls. Nothing
   * changed when one of these is answered.
   */
  bonus: {
    /** No such discount taking applications for the member, or no such application. */
    '101': entry('bonus.err_not_found'),
    /** The discount has not started yet or has ended. */
    '102': entry('bonus.err_not_open'),
    /** The discount's award is for another currency than the member's. */
    '103': entry('bonus.err_wrong_currency'),
    /** The member has applied for this discount already. */
    '104': entry('bonus.err_already_applied'),
    /** The member does not qualify: nothing deposited in the award's window, or the account is frozen. */
    '105': entry('bonus.err_not_eligible'),
    /** Operator: the application was decided already the other way (a rejected one stays rejected). */
    '106': entry('bonus.err_decided'),
    /** Operator: the award is not valid (amount, percent, cap, multiple, expiry or currency). */
    '107': entry('bonus.err_invalid_award', { serverMessage: true }),
  },
  /** Lobby content, and the operator's announcements and pop-up promotions. */
  content: {
    /** Operator: no such announcement or pop-up promotion on the site. Nothing changed. */
    '101': entry('content.err_not_found'),
  },
  /** Letters: the member's list, read and destroy, and the operator's send. */
  letter: {
    /** No such letter of the caller: unknown, deleted, or another member's. Nothing changed. */
    '101': entry('letter.err_not_found'),
    /** Operator: a member account the site does not have; the data lists them. Nothing sent. */
    '102': entry('letter.err_member_not_found', { serverMessage: true }),
    /** Operator: the currency has no members on the site, so no one would get the letter. */
    '103': entry('letter.err_no_recipients'),
  },
  /** Member-centre calls: profile, passwords, bank account. */
  account: {
    '101': entry('account.err_old_password', { field: 'old_password' }),
    '102': entry('account.err_same_password', { field: 'password' }),
    '103': entry('account.err_withdraw_password', { field: 'withdraw_password' }),
    '104': entry('account.err_bank_bound'),
    '105': entry('account.err_no_withdraw_password', { field: 'withdraw_password' }),
    '106': entry('account.err_field_locked'),
  },
  /** Wallet, deposit, withdrawal, record and operator calls. */
  money: {
    '101': entry('money.err_amount_invalid', { field: 'amount' }),
    '102': entry('money.err_amount_below_min', { field: 'amount', serverMessage: true }),
    '103': entry('money.err_amount_above_max', { field: 'amount', serverMessage: true }),
    '104': entry('money.err_currency_mismatch'),
    '105': entry('money.err_insufficient_balance', { field: 'amount' }),
    '106': entry('money.err_order_not_found'),
    '107': entry('money.err_order_decided'),
    '108': entry('money.err_channel_unavailable'),
    '109': entry('money.err_bank_not_bound'),
    '110': entry('money.err_withdraw_password', { field: 'withdraw_password' }),
    '111': entry('money.err_no_withdraw_password'),
    '112': entry('money.err_request_conflict'),
    '113': entry('money.err_callback_rejected'),
    '114': entry('money.err_wallet_closed'),
    '115': entry('money.err_too_frequent'),
    '116': entry('money.err_member_not_found'),
    '117': entry('money.err_date_range'),
  },
} as const satisfies Record<string, Record<string, ErrorEntry>>;

export type ErrorFamilyName = keyof typeof ERROR_CATALOGUE;
export type ErrorCodeOf<F extends ErrorFamilyName> =
  keyof (typeof ERROR_CATALOGUE)[F] | keyof (typeof ERROR_CATALOGUE)['common'];

/** Local (client-side) play messages of section 8; they have no server code. */
export const LOCAL_PLAY_MESSAGES = [
  'pg.alert_starting',
  'pg.alert_quitting',
  'pg.alert_duplicate',
  'pg.err_is_playing',
  'pg.start_failed',
  'one_key_waiting',
] as const;

/** Client-side network failures the spec names; each is shown through `errors.network`. */
export const NETWORK_FAILURES = [
  'ECONNABORTED',
  'network fail',
  'unhandled error',
  'empty response',
] as const;

/**
 * Find the catalogue entry for a code answered by a call of `family`. Family codes win over common
 * ones; an unknown code gives `undefined` and the client shows the server's message.
 */
export const findErrorEntry = (
  family: ErrorFamilyName,
  code: string | number,
): ErrorEntry | undefined => {
  const key = String(code).padStart(3, '0');
  const familyCodes: Readonly<Record<string, ErrorEntry>> = ERROR_CATALOGUE[family];
  const commonCodes: Readonly<Record<string, ErrorEntry>> = ERROR_CATALOGUE.common;
  return familyCodes[key] ?? commonCodes[key];
};

/** The legacy header status carries the code in its last three digits. */
export const codeFromLegacyStatus = (status: string | number): string =>
  String(status).slice(-3).padStart(3, '0');

/** Every i18n key the catalogue can ask the client to show. */
export const allErrorKeys = (): string[] => {
  const keys = new Set<string>();
  for (const family of Object.values(ERROR_CATALOGUE)) {
    for (const e of Object.values<ErrorEntry>(family)) keys.add(e.key);
  }
  for (const k of LOCAL_PLAY_MESSAGES) keys.add(k);
  keys.add('errors.network');
  return [...keys].sort();
};

/**
 * Message keys of the client-side validation rules of spec section 5 (login, registration,
 * recovery, play refusals and the prompt dialog), under the spec's own names. They have no server
 * code, but the message files carry them in every language like the catalogue keys.
 */
export const VALIDATION_MESSAGE_KEYS = [
  'ph_account_name',
  'ph_password',
  'ph_account_verify_code',
  'signup.err_account_blank',
  'signup.err_account_format',
  'signup.err_account_length',
  'signup.err_psw_blank',
  'signup.err_psw_length',
  'signup.err_psw_format',
  'signup.err_checkPsw_blank',
  'signup.err_checkPsw_diff',
  'signup.err_name_blank',
  'signup.error_RMB_name_format',
  'signup.error_name_format',
  'signup.err_email_blank',
  'signup.err_email_format',
  'signup.err_birthdayYear_blank',
  'signup.err_birthdayMonth_blank',
  'signup.err_birthdayDate_blank',
  'signup.err_phone_format',
  'signup.err_phone_vi_format',
  'signup.error_verify',
  'signup.error_verify_format',
  'signup.error_for_contact.placeholder',
  'signup.error_for_contact.format',
  'signup.error_for_contact.length',
  'signup.err_identity_id',
  'signup.err_withdrawPsw_blank',
  'signup.err_verify_blank',
  'signup.err_agreement',
  'signup.verify_success',
  'already_login_msg',
  'login_success',
  'illegal_input',
] as const;
export type ValidationMessageKey = (typeof VALIDATION_MESSAGE_KEYS)[number];

/**
 * Texts the server writes itself (not an error code's message): the SMS it sends, a captcha's
 * placeholder, the message of a contact already registered. Translated in the same files.
 */
export const SERVER_MESSAGE_KEYS = [
  'server.contact_taken',
  'server.sms_code',
  'server.double_validation_locked',
  'server.captcha_placeholder',
  /** Red envelope 102, the member already opened it. */
  'red_envelope.claimed',
  /** Red envelope 102, every envelope of the promotion was taken. */
  'red_envelope.exhausted',
  /** Red envelope 102, no such envelope for this member (unknown, or another currency's). */
  'red_envelope.unavailable',
] as const;
export type ServerMessageKey = (typeof SERVER_MESSAGE_KEYS)[number];

/**
 * Interpolation parameters (i18next `{{name}}`) each message expects; keys not listed take none.
 * Lengths come from `LIMITS` in constants/timing.ts.
 */
export const MESSAGE_PARAMS: Readonly<Record<string, readonly string[]>> = {
  'signup.err_account_length': ['min', 'max'],
  'signup.err_psw_length': ['min', 'max'],
  'signup.error_for_contact.length': ['min', 'max'],
  /** The contact kind shown to the player, e.g. "WeChat". */
  'signup.error_for_contact.placeholder': ['type'],
  'signup.err_phone_vi_format': ['length'],
  'signup.error_verify_format': ['length'],
  'signup.err_withdrawPsw_blank': ['length'],
  /** The contact app, e.g. "WeChat". */
  'server.contact_taken': ['app'],
  'server.sms_code': ['site', 'code'],
  'server.double_validation_locked': ['site'],
};

/** Every message key the message files must translate: catalogue keys plus validation keys. */
export const allMessageKeys = (): string[] =>
  [...new Set([...allErrorKeys(), ...VALIDATION_MESSAGE_KEYS, ...SERVER_MESSAGE_KEYS])].sort();
