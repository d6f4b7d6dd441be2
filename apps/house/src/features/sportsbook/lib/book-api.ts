import { placeSportBet } from '../api/sportsbook-calls';
import { DEFAULT_LIST_API, type BookListApi } from './use-book';
import { DEFAULT_BETS_API, type BetsApi } from './use-my-bets';

/** Every call the book makes; the tests replace some. */
export type BookApi = BookListApi & BetsApi & { placeBet: typeof placeSportBet };

export const DEFAULT_BOOK_API: BookApi = {
  ...DEFAULT_LIST_API,
  ...DEFAULT_BETS_API,
  placeBet: placeSportBet,
};
