import { ConfigError, loadConfig } from '../config';
import { isLedgerClean } from '../modules/ledger/ledger.service';
import { openCliDeps } from './open-deps';

/*
 * `npm run ledger:verify`: recompute every ledger balance from its entries and check that every
 * transfer is one debit and one credit of its amount. Exits 0 when the ledger is clean, 1 on any
 * difference (listed), 2 when the database cannot be opened. Reads the same environment as the
 * server (DATABASE_URL, or the embedded database in DATA_DIR); the embedded database is
 * single-process, so stop the server before running it against one.
 */

const LISTED = 20;

const list = <T>(title: string, rows: T[], describe: (row: T) => string): string[] =>
  rows.length === 0
    ? []
    : [
        `${title} (${rows.length}):`,
        ...rows.slice(0, LISTED).map((row) => `  ${describe(row)}`),
        ...(rows.length > LISTED ? [`  ... and ${rows.length - LISTED} more`] : []),
      ];

const main = async (): Promise<number> => {
  const { deps, close } = await openCliDeps(loadConfig());
  try {
    const report = await deps.ledger.verify();
    const clean = isLedgerClean(report);
    console.log(
      `Ledger (${deps.database.driver}): ${report.accounts} accounts, ${report.transfers} transfers; ` +
        `${report.balanceMismatches.length} balance mismatches, ` +
        `${report.unbalancedTransfers.length} unbalanced transfers, ` +
        `${report.negativeBalances.length} negative balances, ` +
        `${report.figureMismatches.length} member figure mismatches, ` +
        `${report.agentFigureMismatches.length} agent figure mismatches. ` +
        (clean
          ? 'Every balance equals the sum of its entries, every transfer sums to zero and the ' +
            'agent figures equal their recomputation.'
          : 'The ledger has differences.'),
    );
    const details = [
      ...list(
        'Balance mismatches',
        report.balanceMismatches,
        (row) => `account ${row.accountId}: balance ${row.balance}, entries sum ${row.entriesSum}`,
      ),
      ...list(
        'Unbalanced transfers',
        report.unbalancedTransfers,
        (row) =>
          `transfer ${row.transferId}: amount ${row.amount}, entries sum ${row.entriesSum}, ` +
          `${row.debits} debits, ${row.credits} credits, ${row.foreignEntries} foreign entries`,
      ),
      ...list(
        'Negative balances',
        report.negativeBalances,
        (row) => `account ${row.accountId}: balance ${row.balance}`,
      ),
      ...list(
        'Member figure mismatches',
        report.figureMismatches,
        (row) => `member ${row.memberId} on ${row.day} in ${row.currency}`,
      ),
      ...list(
        'Agent figure mismatches',
        report.agentFigureMismatches,
        (row) => `agent ${row.agentId} on ${row.day} at depth ${row.depth} in ${row.currency}`,
      ),
    ];
    if (details.length > 0) console.log(details.join('\n'));
    return clean ? 0 : 1;
  } finally {
    await close();
  }
};

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    if (error instanceof ConfigError) {
      console.error(error.message);
    } else {
      const cause = error instanceof Error && error.cause instanceof Error ? error.cause : error;
      console.error(
        `Could not verify the ledger: ${cause instanceof Error ? cause.message : String(cause)}`,
      );
    }
    process.exit(2);
  },
);
