import { describeCalls } from '../call';
import type { contentWire } from '../wire/content';

export type {
  GameLinkParameter,
  CarouselPicture,
  Announcement,
  Bulletin,
  DiscountSummary,
  DiscountDetail,
} from '../wire/content';

const call = describeCalls<typeof contentWire>();

export const carouselPictureCall = call({
  path: '/arks/web/carousel_picture',
  method: 'POST',
  access: 'public',
  family: 'content',
});
/** Visitors get the announcements shown before login; a logged-in member those shown after. */
export const marqueeCall = call({
  path: '/arks/web/announcement/marquee',
  method: 'POST',
  access: 'optional-member',
  family: 'content',
});
export const bulletinCall = call({
  path: '/arks/web/bulletin',
  method: 'POST',
  access: 'public',
  family: 'content',
});
/**
 * The after-login pop-up promotions of the logged-in member. Promotions shown once
 * (display_frequency 0) that the member has hidden are left out.
 */
export const bulletinMemberCall = call({
  path: '/arks/web/bulletin/member',
  method: 'POST',
  access: 'member',
  family: 'content',
});
/** The member closed a pop-up promotion: one shown once is not shown to them again. */
export const bulletinHideCall = call({
  path: '/arks/web/bulletin/member/hide',
  method: 'POST',
  access: 'member',
  family: 'content',
});
export const bulletinHistoryCall = call({
  path: '/arks/web/bulletin/history',
  method: 'POST',
  access: 'public',
  family: 'content',
});
export const jackpotCall = call({
  path: '/v2/get_jackpot',
  method: 'POST',
  access: 'public',
  family: 'content',
});
export const faqListCall = call({
  path: '/arks/web/faq',
  method: 'POST',
  access: 'public',
  family: 'content',
});
export const faqDetailCall = call({
  path: '/arks/web/faq/detail',
  method: 'POST',
  access: 'public',
  family: 'content',
});
export const discountListCall = call({
  path: '/arks/web/discount',
  method: 'POST',
  access: 'public',
  family: 'content',
});
export const discountDetailCall = call({
  path: '/arks/web/discount/detail',
  method: 'POST',
  access: 'public',
  family: 'content',
});
export const newsListCall = call({
  path: '/arks/web/news',
  method: 'POST',
  access: 'public',
  family: 'content',
});
export const newsDetailCall = call({
  path: '/arks/web/news/detail',
  method: 'POST',
  access: 'public',
  family: 'content',
});
export const sponsorListCall = call({
  path: '/arks/web/sponsor',
  method: 'POST',
  access: 'public',
  family: 'content',
});
