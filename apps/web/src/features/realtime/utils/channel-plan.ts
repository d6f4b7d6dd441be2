import {
  type Currency,
  DESKTOP_TEMPLATES,
  MOBILE_TEMPLATE_ALIASES,
  type MobileTemplate,
} from '@member-site/contracts/constants';
import { realtimeChannels } from '@member-site/contracts/realtime';

/** Desktop templates whose advertisements have a channel of their own (spec section 7). */
export const TEMPLATES_WITH_CHANNEL: readonly string[] = DESKTOP_TEMPLATES;

/** The session the private channels are asked for with. */
export type ChannelMember = { memberId: number; token: string; currency: Currency };

/** What decides the channels: the member (if any) and the site's currency and templates. */
export type ChannelInputs = {
  member: ChannelMember | undefined;
  /** The site currency (the banners of the lobby). */
  siteCurrency: Currency | undefined;
  /** The site's desktop template (site detail `template`); undefined until it is known. */
  desktopTemplate: string | undefined;
  /** The site's mobile template; undefined until it is known. */
  mobileTemplate: MobileTemplate | undefined;
};

/** Channel names as laravel-echo asks for them (`echo.channel`, `echo.private`, `echo.join`). */
export type ChannelPlan = {
  public: string[];
  private: string[];
  presence: string[];
};

/**
 * The channels of spec section 7 for these inputs. Public channels are for everyone: `web_member`,
 * `web_api.{currency}` once the site currency is known, `{template}_template` for the desktop
 * templates that have one, `bob_mobile_template` unless the mobile template is origin_mobile.
 * The member's channels (`member.{id}` and `member.{currency}` private, `member.{currency}`
 * presence) only with both a member id and a token.
 */
export const planChannels = (inputs: ChannelInputs): ChannelPlan => {
  const publicChannels: string[] = [realtimeChannels.webMember];
  if (inputs.siteCurrency) publicChannels.push(realtimeChannels.webApi(inputs.siteCurrency));
  if (inputs.desktopTemplate && TEMPLATES_WITH_CHANNEL.includes(inputs.desktopTemplate)) {
    publicChannels.push(realtimeChannels.template(inputs.desktopTemplate));
  }
  if (inputs.mobileTemplate && inputs.mobileTemplate !== MOBILE_TEMPLATE_ALIASES.origin_mobile) {
    publicChannels.push(realtimeChannels.bobMobileTemplate);
  }
  const member = inputs.member;
  if (!member || member.memberId <= 0 || member.token === '') {
    return { public: publicChannels, private: [], presence: [] };
  }
  return {
    public: publicChannels,
    private: [
      realtimeChannels.member(member.memberId),
      realtimeChannels.memberCurrency(member.currency),
    ],
    presence: [realtimeChannels.memberCurrency(member.currency)],
  };
};
