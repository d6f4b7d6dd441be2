import { CUSTOMER_SERVICE_LINK, DEMO_TEMPLATE, demoSiteCurrencies } from './site';
import { demoCarousel } from './content/banners';
import {
  demoFloatButtons,
  demoFooterBadges,
  demoLogos,
  demoMobileFooter,
  demoModelItems,
  demoRegisterBackgrounds,
} from './content/chrome';
import { demoDiscounts } from './content/discounts';
import { demoCatalogue } from './content/games';
import { demoBulletins } from './content/lobby';
import { demoNews } from './content/news';
import { demoSponsors } from './content/sponsors';
import type { MediaLibrary } from './media-library';

/**
 * Draw every picture of the demo site into `library`, with made-up ids where the seed links rows
 * it inserted (a picture never depends on them, nor on the date), and return the picture URLs the
 * content rows name: what the renderings are made from and what the tests check.
 */
export const drawEveryPicture = (library: MediaLibrary): string[] => {
  const now = new Date('2026-01-01T00:00:00Z');
  const urls: string[] = [];
  for (const { row } of demoDiscounts(library, 1, now)) urls.push(...Object.values(row.picture));
  const sponsors = demoSponsors(library, 1);
  for (const { row } of sponsors) urls.push(row.imageUrl, row.logoUrl);
  for (const row of demoCarousel(library, 1, {
    welcomeDiscountId: 1,
    vipDiscountId: 2,
    rebateDiscountId: 3,
  })) {
    urls.push(...Object.values(row.image));
  }
  for (const row of demoBulletins(library, 1, now)) urls.push(...Object.values(row.picture ?? {}));
  urls.push(...demoNews(library, 1, now).map((row) => row.imageUrl));
  urls.push(...demoLogos(library, 1).map((row) => row.imageUrl));
  urls.push(...demoModelItems(library, 1, sponsors).map((row) => row.imageUrl));
  urls.push(
    ...demoMobileFooter(library, 1, CUSTOMER_SERVICE_LINK).flatMap((row) =>
      row.iconUrl ? [row.iconUrl] : [],
    ),
  );
  urls.push(...demoFooterBadges(library, 1).map((row) => row.imageUrl));
  urls.push(...demoFloatButtons(library, 1, CUSTOMER_SERVICE_LINK).map((row) => row.imageUrl));
  urls.push(
    ...demoRegisterBackgrounds(library, 1, DEMO_TEMPLATE).flatMap((row) => [
      row.imageUrl,
      row.mobileImageUrl,
    ]),
  );
  const catalogue = demoCatalogue(
    library,
    1,
    demoSiteCurrencies(1).map((row) => row.currency),
  );
  for (const rows of Object.values(catalogue)) {
    for (const row of rows) urls.push(...pictureUrls(row));
  }
  return urls;
};

/** The media URLs among a row's values. */
const pictureUrls = (row: object): string[] =>
  Object.values(row).filter(
    (value): value is string => typeof value === 'string' && value.startsWith('/media/'),
  );
