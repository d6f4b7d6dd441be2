/**
 * Calls of the member and session part of spec section 7: login, double validation, logout,
 * captchas, withdraw-password recovery, session handoff, the member layout and profile, passwords
 * and bank-account binding. Field rules that depend on site settings (section 5) live in
 * `../validation`; these schemas bound every field so hostile input never reaches a service.
 */
import { describeCalls } from '../call';
import type { accountWire } from '../wire/account';

export type {
  MemberSession,
  DoubleValidationQuestion,
  MemberLayout,
  MemberProfile,
} from '../wire/account';

const call = describeCalls<typeof accountWire>();

export const loginCall = call({
  path: '/login',
  method: 'POST',
  access: 'public',
  family: 'login',
});
/** What the login form shows: whether a captcha is asked and the site's login pictures. */
export const loginHeaderCall = call({
  path: '/get_login_header',
  method: 'POST',
  access: 'public',
  family: 'login',
});
export const logoutCall = call({
  path: '/logout',
  method: 'POST',
  access: 'optional-member',
  family: 'login',
});
export const doubleValidationSkipCall = call({
  path: '/login/double_validation/skip',
  method: 'POST',
  access: 'public',
  family: 'doubleValidationSkip',
});
export const doubleValidationCall = call({
  path: '/login/double_validation',
  method: 'POST',
  access: 'public',
  family: 'doubleValidation',
});
export const captchaCall = call({
  path: '/captcha',
  method: 'POST',
  access: 'public',
  family: 'captcha',
});
/**
 * A proof-of-work challenge for a form (login, register, SMS, recovery), solved invisibly by the
 * browser; the form sends the solution as `pow`. Answers `challenge: null` when the site does not
 * ask that form for one.
 */
export const proofOfWorkChallengeCall = call({
  path: '/captcha/challenge',
  method: 'POST',
  access: 'public',
  family: 'captcha',
});
/**
 * The code the recovery form shows and the member types back. `data` is the code sealed by the
 * server (encrypted and authenticated); the verify call checks the typed code against it.
 */
export const clientCaptchaCall = call({
  path: '/clientCaptcha',
  method: 'GET',
  access: 'public',
  family: 'recoveryVerify',
});
/**
 * Recovery of the login password (spec: "member transfer validation"): the member proves who
 * they are with the withdraw password and the email or phone on file, then sets a new login
 * password with the token this step answers. Login answers 802 to send a locked account here.
 */
export const recoveryVerifyCall = call({
  path: '/arks/web/vx/verify',
  method: 'POST',
  access: 'public',
  family: 'recoveryVerify',
});
export const recoveryResetCall = call({
  path: '/arks/web/vx/reset',
  method: 'POST',
  access: 'public',
  family: 'recoveryReset',
});
/** Session handoff: `enc` is a signed, expiring envelope made by the server for one member. */
export const infoDataCall = call({
  path: '/get_info_data',
  method: 'POST',
  access: 'public',
  family: 'login',
});
/**
 * Whose session an `enc` would open, without opening it or using it up: the browser asks before
 * it replaces another member's session, and a visitor who stays leaves no session behind.
 */
export const infoDataPeekCall = call({
  path: '/get_info_data/peek',
  method: 'POST',
  access: 'public',
  family: 'login',
});
/** Make an `enc` handoff for the logged-in member (for the app wrapper and agent tools). */
export const infoDataIssueCall = call({
  path: '/member/session/handoff',
  method: 'POST',
  access: 'member',
  family: 'login',
});
export const memberLayoutCall = call({
  path: '/member/profile/common/layout',
  method: 'POST',
  access: 'member',
  family: 'account',
});
export const memberProfileCall = call({
  path: '/member/profile',
  method: 'POST',
  access: 'member',
  family: 'account',
});
/**
 * Edit the profile fields the register settings let a member fill in from the member centre
 * (`is_member_center`). Only fields still empty may be set; a filled field is locked.
 */
export const memberProfileEditCall = call({
  path: '/member/profile/edit',
  method: 'POST',
  access: 'member',
  family: 'register',
});
/** Change the login password (`type: 'login'`) or the withdraw password (`type: 'withdraw'`). */
export const editPasswordCall = call({
  path: '/member/profile/edit_password',
  method: 'POST',
  access: 'member',
  family: 'account',
});
export const agentLevelRenameCall = call({
  path: '/arks/web/agent-level-rename',
  method: 'POST',
  access: 'member',
  family: 'account',
});
/** Bind the member's bank account (once; withdrawals pay out to it). */
export const bindBankAccountCall = call({
  path: '/member/bank_account/bind',
  method: 'POST',
  access: 'member',
  family: 'account',
});
