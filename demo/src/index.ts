/*
 * The demo site, Golden Lotus: its content in five languages, its logins and the pictures drawn
 * for it, as the rows the seed writes. The server loads this module with a dynamic import only
 * when it seeds, so a server that does not seed never loads it, and its bundle keeps the demo in
 * a chunk of its own.
 */
export type * from './rows';
export { type MediaFile, type MediaLibrary, createMediaLibrary, etagOf } from './media-library';
export { loadRenderedPictures } from './pictures';
export {
  CUSTOMER_SERVICE_LINK,
  DEMO_HOSTS,
  DEMO_LANGUAGES,
  DEMO_TEMPLATE,
  demoSite,
  demoSiteCurrencies,
} from './site';
export {
  type DemoAccounts,
  DEMO_ACCOUNTS,
  DEMO_AGENT_HOST,
  demoAccounts,
} from './content/accounts';
export {
  type DemoAgentPlan,
  type DemoAgentProgramme,
  type DemoAgents,
  type DemoTeamMember,
  demoAgents,
} from './content/agents';
export { demoCarousel } from './content/banners';
export {
  demoFloatButtons,
  demoFooter,
  demoFooterBadges,
  demoFooterSettings,
  demoLogos,
  demoMobileFooter,
  demoModelItems,
  demoRegisterBackgrounds,
  demoTemplateConfigs,
} from './content/chrome';
export { type DiscountKey, demoDiscounts } from './content/discounts';
export { type FaqKey, demoFaqs } from './content/faq';
export { HOUSE_GP_ID, demoCatalogue } from './content/games';
export { demoAnnouncements, demoBulletins, demoJackpots } from './content/lobby';
export { demoNews } from './content/news';
export {
  DEMO_RECOMMENDED_FRIENDS,
  type DemoRecommendRules,
  demoBonusGrants,
  demoDiscountAwards,
  demoRecommendRules,
  demoSigninCampaigns,
} from './content/promotions';
export { demoPaymentChannels } from './content/payment-channels';
export { demoSponsors } from './content/sponsors';
export { DEMO_WITHDRAWAL_LIMITS, demoWithdrawalSettings } from './content/withdrawal-settings';
