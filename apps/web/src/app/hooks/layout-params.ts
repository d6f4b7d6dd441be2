import { useSearchParams } from 'react-router';

import { firstAddressSearch, parseAppPage, type AppPage } from '../../shared/lib/app-page';

export type LayoutParams = {
  /** `header=false`: hide the header (mobile). */
  hideHeader: boolean;
  /** `footer=false`: hide the footer and bottom navigation (mobile). */
  hideFooter: boolean;
  /** `appPage=header|content|footer`: render only that part (the app embeds the pieces). */
  appPage: AppPage | undefined;
};

/**
 * Read the layout query of the address. The app wrapper passes it on the first address only, so
 * the first values stay in force for the whole visit.
 */
export const readLayoutParams = (search: URLSearchParams, first?: LayoutParams): LayoutParams => ({
  hideHeader: search.get('header') === 'false' || (first?.hideHeader ?? false),
  hideFooter: search.get('footer') === 'false' || (first?.hideFooter ?? false),
  appPage: parseAppPage(search.get('appPage')) ?? first?.appPage,
});

const firstParams = readLayoutParams(new URLSearchParams(firstAddressSearch()));

export const useLayoutParams = (): LayoutParams => {
  const [search] = useSearchParams();
  return readLayoutParams(search, firstParams);
};
