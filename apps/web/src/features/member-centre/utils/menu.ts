/** Pages of the member-centre menu (spec section 2) and the groups they sit in. */
export type MemberCentrePage =
  | 'Info'
  | 'BindAccount'
  | 'MyWallet'
  | 'Announcement'
  | 'Letter'
  | 'Deposit'
  | 'Withdrawal'
  | 'Transaction'
  | 'DWRecord'
  | 'RecommendProject'
  | 'RecommendRecord'
  | 'RecommendMemberSearch';

export type MemberCentreGroup =
  | 'account_info'
  | 'my_wallet'
  | 'info_center'
  | 'fund_management'
  | 'transaction_record'
  | 'recommend_award';

/**
 * A menu entry; entries without a path are not open yet and show as "coming soon". An entry that
 * `requires` a feature shows only when the member's feature flags allow it.
 */
export type MemberCentreItem = {
  page: MemberCentrePage;
  path?: string;
  requires?: 'friendRecommend';
};

export const MEMBER_CENTRE_MENU: readonly {
  group: MemberCentreGroup;
  items: readonly MemberCentreItem[];
}[] = [
  {
    group: 'account_info',
    items: [
      { page: 'Info', path: '/user/Info' },
      { page: 'BindAccount', path: '/user/BindAccount' },
    ],
  },
  { group: 'my_wallet', items: [{ page: 'MyWallet', path: '/user/MyWallet' }] },
  {
    group: 'info_center',
    items: [
      { page: 'Announcement', path: '/user/Announcement' },
      { page: 'Letter', path: '/user/Letter' },
    ],
  },
  {
    group: 'fund_management',
    items: [
      { page: 'Deposit', path: '/user/Deposit' },
      { page: 'Withdrawal', path: '/user/Withdrawal' },
    ],
  },
  {
    group: 'transaction_record',
    items: [
      { page: 'Transaction', path: '/user/Transaction' },
      { page: 'DWRecord', path: '/user/DWRecord' },
    ],
  },
  {
    group: 'recommend_award',
    items: [
      { page: 'RecommendProject', path: '/user/RecommendProject', requires: 'friendRecommend' },
      { page: 'RecommendRecord', path: '/user/RecommendRecord', requires: 'friendRecommend' },
      {
        page: 'RecommendMemberSearch',
        path: '/user/RecommendMemberSearch',
        requires: 'friendRecommend',
      },
    ],
  },
];

/** The open page of a member-centre address (`/user` is the profile). */
export const pageOfPath = (pathname: string): MemberCentrePage | undefined => {
  const path = pathname.replace(/\/+$/, '').toLowerCase();
  if (path === '/user') return 'Info';
  for (const { items } of MEMBER_CENTRE_MENU) {
    const found = items.find((item) => item.path?.toLowerCase() === path);
    if (found) return found.page;
  }
  return undefined;
};
