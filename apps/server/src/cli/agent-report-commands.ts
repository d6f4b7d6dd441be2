import type { OperatorAgentSettlement } from '@member-site/contracts';
import {
  AGENT_SETTLEMENT_STATUSES,
  type AgentSettlementStatus,
} from '@member-site/contracts/constants';

import type { CloseResult } from '../modules/agent-reports/agent-settlement.service';
import {
  type Command,
  RefusedError,
  UsageError,
  cliActor,
  escapeForTerminal,
  exactArgs,
  positiveInt,
  refusalOf,
  requireString,
  stringOption,
  table,
} from './command-kit';

const AGENT_USAGE = `  agent settle [--period YYYY-MM-DD]     close the commission period holding the day (it must
                                         have ended), or every ended period not closed yet;
                                         each agent's row of a period is written once
  agent settlements [--status pending|approved|paid|rejected] [--period YYYY-MM-DD]
                                         list the agents' commission rows, newest period first
  agent settlement approve|reject <id> --reason <text>
                                         approve (pay into the agent wallet, once) or reject a
                                         pending commission row
  agent week-start [1-7 --reason <text>]  show, or set while no period is closed, the first
                                         weekday of the commission periods (1 Monday .. 7 Sunday)`;

const rowsWritten = (count: number): string =>
  `${count} commission row${count === 1 ? '' : 's'} written`;

const describeClose = (result: CloseResult): string => {
  const period = `${result.period.start} to ${result.period.end}`;
  if (result.newlyClosed) {
    return `Site ${result.siteId}: closed ${period}, ${rowsWritten(result.settlements)}.`;
  }
  return result.settlements === 0
    ? `Site ${result.siteId}: ${period} was closed already; nothing written.`
    : `Site ${result.siteId}: ${period} was closed already; ${rowsWritten(result.settlements)} for agents without one.`;
};

const settlementRow = (row: OperatorAgentSettlement): string[] => [
  String(row.id),
  `${row.period_start}..${row.period_end}`,
  escapeForTerminal(row.agent_account),
  row.currency,
  escapeForTerminal(row.plan_name ?? '-'),
  String(row.tier),
  String(row.active_members),
  row.figure,
  row.carried_out,
  row.commission,
  row.status,
];
const SETTLEMENT_HEADER = [
  'ID',
  'PERIOD',
  'AGENT',
  'CURRENCY',
  'PLAN',
  'TIER',
  'ACTIVE',
  'FIGURE',
  'CARRIED',
  'COMMISSION',
  'STATUS',
];

const WEEKDAYS = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'];
const weekdayName = (day: number): string => `${WEEKDAYS[day - 1] ?? '?'} (${day})`;

const parseStatus = (value: string | undefined): AgentSettlementStatus | undefined => {
  if (value === undefined) return undefined;
  const status = AGENT_SETTLEMENT_STATUSES.find((item) => item === value);
  if (!status) throw new UsageError(`--status is one of ${AGENT_SETTLEMENT_STATUSES.join(', ')}.`);
  return status;
};

const parseDay = (value: string | undefined): string | undefined => {
  if (value === undefined) return undefined;
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) throw new UsageError('--period is a day, YYYY-MM-DD.');
  return value;
};

const agentCommand: Command = {
  usage: AGENT_USAGE,
  options: ['period', 'status', 'reason'],
  run: async ({ deps, site, args, values }) => {
    const [action, decision, id] = args;
    if (action === 'settle') {
      exactArgs(args, 1, 'agent settle [--period YYYY-MM-DD]');
      const period = parseDay(stringOption(values, 'period'));
      if (period === undefined) {
        const results = await deps.agentSettlements.closeEndedPeriods();
        return results.length === 0
          ? 'No ended period is waiting to be closed.'
          : results.map(describeClose).join('\n');
      }
      try {
        return describeClose(await deps.agentSettlements.closePeriodOf(site.id, period));
      } catch (error) {
        if (error instanceof Error && /not ended|not a day/.test(error.message)) {
          throw new RefusedError(`${error.message[0]?.toUpperCase()}${error.message.slice(1)}.`);
        }
        throw error;
      }
    }
    if (action === 'settlements') {
      exactArgs(args, 1, 'agent settlements [--status ...] [--period YYYY-MM-DD]');
      const answer = await deps.agentSettlements.list(site.id, {
        status: parseStatus(stringOption(values, 'status')),
        period_start: parseDay(stringOption(values, 'period')),
        page: 1,
        page_size: 100,
      });
      if (answer.list.length === 0) return `Site ${site.id} has no commission rows like that.`;
      return table(SETTLEMENT_HEADER, answer.list.map(settlementRow));
    }
    if (action === 'settlement' && (decision === 'approve' || decision === 'reject')) {
      exactArgs(args, 3, `agent settlement ${decision} <id> --reason <text>`);
      const settlementId = positiveInt('id', id ?? '', 2_147_483_647);
      const input = { settlementId, reason: requireString(values, 'reason'), actor: cliActor() };
      const row = await (
        decision === 'approve'
          ? deps.agentSettlements.approve(site.id, input)
          : deps.agentSettlements.reject(site.id, input)
      ).catch(refusalOf);
      return table(SETTLEMENT_HEADER, [settlementRow(row)]);
    }
    if (action === 'week-start') {
      if (decision === undefined) {
        exactArgs(args, 1, 'agent week-start');
        const day = await deps.agentSettlements.weekStartOf(site.id);
        return `Site ${site.id}: commission periods start on ${weekdayName(day)}.`;
      }
      exactArgs(args, 2, 'agent week-start <1-7> --reason <text>');
      if (!/^[1-7]$/.test(decision)) {
        throw new UsageError('The weekday is a number from 1 (Monday) to 7 (Sunday).');
      }
      const day = Number(decision);
      const reason = requireString(values, 'reason');
      const changed = await deps.agentSettlements
        .setWeekStart(site.id, day, { reason, actor: cliActor() })
        .catch(refusalOf);
      return changed.previous === changed.week_starts_on
        ? `Site ${site.id}: commission periods start on ${weekdayName(day)} already.`
        : `Site ${site.id}: commission periods start on ${weekdayName(day)} (they started on ${weekdayName(changed.previous)}).`;
    }
    throw new UsageError(`Usage:\n${AGENT_USAGE}`);
  },
};

const REPORT_ACTIONS: ReadonlySet<string> = new Set([
  'settle',
  'settlements',
  'settlement',
  'week-start',
]);

/**
 * The agent commands with the settlement actions added: `agent settle`, `agent settlements` and
 * `agent settlement ...` run here, every other `agent` action runs as before.
 */
export const withAgentReportCommands = (
  commands: Record<string, Command>,
): Record<string, Command> => {
  const base = commands.agent;
  if (!base) return { ...commands, agent: agentCommand };
  return {
    ...commands,
    agent: {
      usage: [base.usage, AGENT_USAGE].filter((text) => text !== undefined).join('\n'),
      options: [...new Set([...base.options, ...agentCommand.options])],
      run: (context) =>
        REPORT_ACTIONS.has(context.args[0] ?? '') ? agentCommand.run(context) : base.run(context),
    },
  };
};
