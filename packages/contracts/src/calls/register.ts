/**
 * Registration calls of spec section 7. The body schemas only bound and type the fields; which
 * fields are shown, required and checked is decided by the site's register settings and applied
 * by `buildRegisterSchema` in `../validation`, in the form and again on the server.
 */
import { describeCalls } from '../call';
import type { registerWire } from '../wire/register';

export type { RegisterSettingItem } from '../wire/register';

const call = describeCalls<typeof registerWire>();

export const registerSettingsCall = call({
  path: '/arks/web/register-settings',
  method: 'POST',
  access: 'public',
  family: 'register',
});
export const serviceAgreementCall = call({
  path: '/arks/web/register-settings/service-agreement',
  method: 'POST',
  access: 'public',
  family: 'register',
});
/**
 * Check the fields so far without registering: rules, uniqueness, blacklists and the introducer.
 * Answers 100 or the first failing register code, as /register would.
 */
export const registerVerificationCall = call({
  path: '/register/verification',
  method: 'POST',
  access: 'public',
  family: 'register',
});
/** Register; a new member is logged in at once. */
export const registerCall = call({
  path: '/register',
  method: 'POST',
  access: 'public',
  family: 'register',
});
/** The currency of an agent, so a registration through the agent's link uses it. */
export const memberInfoCall = call({
  path: '/member_info',
  method: 'POST',
  access: 'public',
  family: 'register',
});
/** Whether an agent id or friend recommend code from a link may introduce members. */
export const registerValidMessageCall = call({
  path: '/register/valid_message',
  method: 'POST',
  access: 'public',
  family: 'register',
});
/**
 * A verification code by SMS to a phone number. Codes for the member centre (`member_center`)
 * are sent only to a signed-in member; others answer 401.
 */
export const registerSmsCall = call({
  path: '/register/sms',
  method: 'POST',
  access: 'optional-member',
  family: 'sms',
});
/** An agent domain locks the registration's currency and introducer. */
export const checkAgentDomainCall = call({
  path: '/arks/web/check-agent-domain',
  method: 'POST',
  access: 'public',
  family: 'register',
});
