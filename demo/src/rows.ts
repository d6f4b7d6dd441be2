import type { GameLinkParameter } from '@member-site/contracts';
import type {
  BannerUseType,
  Currency,
  DiscountCategory,
  DisplayDevice,
  DisplayFrequency,
  DisplayLocation,
  FaqCategory,
  FloatPosition,
  FooterLinkType,
  HomeBlock,
  LINK_METHODS,
  LINK_TYPES,
  LocalizedText,
  LogoType,
  MobileTemplate,
  RegisterSettingName,
  SupportedLanguage,
} from '@member-site/contracts/constants';

/*
 * The rows the demo content hands to the seed, one type per table it fills. They name the
 * columns the way the server's Drizzle schema does (camelCase, defaults optional) without
 * importing it, so this package never depends on the server; the server's seed writer inserts
 * them as they are, and the compiler checks there that each type still fits its table.
 */

type LinkType = (typeof LINK_TYPES)[keyof typeof LINK_TYPES];
type LinkMethod = (typeof LINK_METHODS)[keyof typeof LINK_METHODS];

/** Display order and the operator's on/off switch of every content list. */
type Listing = { sort?: number; isActive?: boolean };
type PublicationWindow = { startsAt?: Date | null; endsAt?: Date | null };
type SiteLink = { selectedType: FooterLinkType; link: string };

/** The site itself, less the id and code the seed gives it. */
export type SiteRow = {
  name: string;
  titleZh: string;
  titleEn: string;
  defaultLanguage: SupportedLanguage;
  template: string;
  mobileTemplate: MobileTemplate;
  customerServiceLink: string;
  appVersion: string;
  status: number;
};

export type SiteCurrencyRow = {
  siteId: number;
  currency: Currency;
  sort: number;
  isDefault?: boolean;
};

export type CarouselPictureRow = {
  siteId: number;
  useType: BannerUseType;
  currency?: Currency | null;
  title: LocalizedText;
  image: LocalizedText;
  linkType: LinkType;
  linkMethod: LinkMethod;
  url?: string;
  gameLinkParameter?: GameLinkParameter | null;
} & PublicationWindow &
  Listing;

export type AnnouncementRow = {
  siteId: number;
  title: LocalizedText;
  content: LocalizedText;
  displayBeforeLogin?: boolean;
  displayAfterLogin?: boolean;
  publishedAt?: Date;
} & Listing;

export type BulletinRow = {
  siteId: number;
  title: LocalizedText;
  picture?: LocalizedText | null;
  content: LocalizedText;
  displayDevice?: DisplayDevice;
  displayLocation?: DisplayLocation;
  displayBeforeLogin?: boolean;
  displayAfterLogin?: boolean;
  displayFrequency?: DisplayFrequency;
} & Listing;

/** The lobby jackpot of one currency, in minor units. */
export type JackpotRow = { siteId: number; currency: Currency; amountMinor: bigint };

/** A daily sign-in campaign (its days' rewards travel beside it, one per day in order). */
export type SigninCampaignRow = {
  siteId: number;
  currency: Currency;
  title: LocalizedText;
  /** The first day, YYYY-MM-DD in the site's time zone. */
  startDate: string;
  days: number;
};

/** A discount's award for one currency: the discount takes applications from its members. */
export type DiscountAwardRow = {
  siteId: number;
  currency: Currency;
  kind: 'fixed' | 'percent';
  amount?: bigint | null;
  percent?: number | null;
  cap?: bigint | null;
  turnoverMultiple: number;
  expiryDays?: number | null;
  updatedBy: string;
};

/** A bonus the demo member holds, granted before the site was seeded and partly played. */
export type DemoBonusGrant = {
  account: string;
  currency: Currency;
  amount: bigint;
  requiredTurnover: bigint;
  turnover: bigint;
  grantedDaysAgo: number;
  expiresInDays: number;
};

export type FaqRow = {
  siteId: number;
  category: FaqCategory;
  title: LocalizedText;
  content: LocalizedText;
} & Listing;

export type DiscountRow = {
  siteId: number;
  category: DiscountCategory;
  currency?: Currency | null;
  title: LocalizedText;
  summary: LocalizedText;
  picture: LocalizedText;
  content: LocalizedText;
} & PublicationWindow &
  Listing;

export type NewsRow = {
  siteId: number;
  title: LocalizedText;
  summary: LocalizedText;
  content: LocalizedText;
  imageUrl: string;
  publishedAt?: Date;
  isActive?: boolean;
};

export type SponsorRow = {
  siteId: number;
  name: LocalizedText;
  title: LocalizedText;
  description: LocalizedText;
  imageUrl: string;
  logoUrl: string;
  period?: string;
} & Listing;

export type LogoRow = { siteId: number; logoType: LogoType; imageUrl: string };

/** An advertising block of the desktop template, per language and model version. */
export type ModelItemRow = {
  siteId: number;
  kind: 'setting' | 'sponsor' | 'login';
  language: SupportedLanguage;
  modelVersion: string;
  title: string;
  description?: string;
  imageUrl: string;
  selectedType?: FooterLinkType | null;
  link?: string | null;
} & Listing;

export type MobileTemplateConfigRow = {
  siteId: number;
  name: MobileTemplate;
  primaryColor: string;
  accentColor: string;
  background: string;
  homeBlocks: HomeBlock[];
  showBottomNav?: boolean;
};

export type MobileFooterItemRow = {
  siteId: number;
  name: LocalizedText;
  iconUrl?: string | null;
} & SiteLink &
  Listing;

export type FooterGroupRow = { siteId: number; title: LocalizedText; sort?: number };

export type FooterItemRow = {
  siteId: number;
  groupId: number;
  name: LocalizedText;
} & SiteLink &
  Listing;

export type FooterBadgeRow = {
  siteId: number;
  name: LocalizedText;
  imageUrl: string;
} & Listing;

export type FooterSettingRow = { siteId: number; copyright: LocalizedText; about: LocalizedText };

export type FloatButtonRow = {
  siteId: number;
  position: FloatPosition;
  name: LocalizedText;
  imageUrl: string;
} & SiteLink &
  Listing;

export type RegisterBackgroundRow = {
  siteId: number;
  template: string;
  imageUrl: string;
  mobileImageUrl: string;
};

/** A way to deposit; limits in minor units of the currency. */
export type PaymentChannelRow = {
  siteId: number;
  currency: Currency;
  kind: 'bank_transfer' | 'fast_payment';
  name: LocalizedText;
  gateway?: string;
  details?: Record<string, string>;
  minAmount: bigint;
  maxAmount: bigint;
} & Listing;

/** The limits of one withdrawal, in minor units of the currency. */
export type WithdrawalSettingRow = {
  siteId: number;
  currency: Currency;
  minAmount: bigint;
  maxAmount: bigint;
};

export type SiteAccountSettingsRow = {
  siteId: number;
  loginCaptcha?: boolean;
  registerCaptcha?: boolean;
  friendRecommend?: boolean;
  agentIntroduce?: boolean;
  doubleValidation?: boolean;
  registerPerIpPerDay?: number;
};

export type RegisterSettingRow = {
  siteId: number;
  currency: Currency;
  name: RegisterSettingName;
  isDisplay?: boolean;
  isRequired?: boolean;
  isUnique?: boolean;
  isMemberCenter?: boolean;
  isVerification?: boolean;
  isMemberCenterVerification?: boolean;
  sort?: number;
};

export type ServiceAgreementRow = {
  siteId: number;
  title: LocalizedText;
  content: LocalizedText;
  sort?: number;
};

export type AgentLevelNameRow = { siteId: number; level: number; name: LocalizedText };

export type RegisterBlacklistRow = { siteId: number; kind: 'name' | 'email' | 'ip'; value: string };

/**
 * A demo login: the member's columns with its passwords in clear, which the seed hashes. The site
 * is the seed's to give.
 */
export type DemoMember = {
  account: string;
  password: string;
  withdrawPassword?: string;
  currency: Currency;
  name?: string;
  phone?: string;
  email?: string;
  birthday?: string;
  memberType?: number;
  agentType?: number;
  agentLevel?: number;
  isAgent?: boolean;
  agentActive?: boolean;
  status?: number;
  recommendCode: string;
};

/** A game hall of the site (gt_id 2 to 9). */
export type GameHallRow = {
  siteId: number;
  gtId: number;
  name: LocalizedText;
  icon?: string;
  activeIcon?: string;
} & Listing;

/** A game provider ("platform"); `id` is its gp_id, which the banners' game links name. */
export type GameProviderRow = {
  id: number;
  siteId: number;
  code: string;
  gpCode: string;
  name: LocalizedText;
  iconLight?: string;
  iconDark?: string;
  isHouse?: boolean;
  customized?: boolean;
  androidId?: string;
} & Listing;

export type ProviderHallRow = {
  providerId: number;
  gtId: number;
  forceModal?: boolean;
  sort?: number;
};
export type ProviderCurrencyRow = { providerId: number; currency: Currency };

export type GameRow = {
  siteId: number;
  providerId: number;
  gtId: number;
  gameCode: string;
  name: LocalizedText;
  icon?: string;
  labels?: string[];
  tags?: string[];
  demoAllowed?: boolean;
} & Listing;

/** Everything of the demo site's game catalogue. */
export type DemoCatalogue = {
  halls: GameHallRow[];
  providers: GameProviderRow[];
  providerHalls: ProviderHallRow[];
  providerCurrencies: ProviderCurrencyRow[];
  games: GameRow[];
};
