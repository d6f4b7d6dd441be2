import { randomUUID } from 'node:crypto';

import { ADJUSTMENT_DIRECTIONS, type AdjustmentDirection } from '@member-site/contracts/constants';

import { OPERATOR_KEY_PATTERN } from '../modules/operator/operator.service';
import {
  type Command,
  RefusedError,
  cliActor,
  refusalOf,
  UsageError,
  exactArgs,
  positiveInt,
  requireString,
  stringOption,
  table,
  when,
} from './command-kit';
import { DEPOSIT_COMMANDS } from './deposit-commands';
import { WITHDRAWAL_COMMANDS } from './withdrawal-commands';

const operatorCommand: Command = {
  usage: `  operator create <name> [--key <key>]  create an operator key for the operator calls
                                         (printed once; --key sets it, 32 to 128 of A-Z a-z 0-9 _ -)
  operator list                          print the site's operators
  operator revoke <name>                 stop the operator's key at once`,
  options: ['key'],
  run: async ({ deps, site, args, values }) => {
    const service = deps.operators;
    const [action, name] = args;
    if (action === 'list') {
      exactArgs(args, 1, 'operator list');
      const rows = await service.list(site.id);
      if (rows.length === 0) return `Site ${site.id} has no operators.`;
      return table(
        ['NAME', 'CREATED', 'REVOKED'],
        rows.map((row) => [
          row.name,
          when(row.createdAt),
          row.revokedAt ? when(row.revokedAt) : '',
        ]),
      );
    }
    if (action !== 'create' && action !== 'revoke') {
      throw new UsageError('Usage: operator create|revoke <name>, or operator list');
    }
    exactArgs(args, 2, `operator ${action} <name>`);
    if (name === undefined || !/^[A-Za-z0-9_.-]{1,64}$/.test(name)) {
      throw new UsageError('An operator name is 1 to 64 of A-Z a-z 0-9 _ . -');
    }
    if (action === 'revoke') {
      if (stringOption(values, 'key') !== undefined) throw new UsageError('revoke takes no --key.');
      if (!(await service.revoke(site.id, name))) {
        throw new RefusedError(`Site ${site.id} has no live operator '${name}'.`);
      }
      return `Operator ${name} is revoked.`;
    }
    const key = stringOption(values, 'key');
    if (key !== undefined && !OPERATOR_KEY_PATTERN.test(key)) {
      throw new UsageError('--key is 32 to 128 of A-Z a-z 0-9 _ -');
    }
    const created = await service.create(site.id, name, key);
    if (!created) throw new RefusedError(`Site ${site.id} already has an operator '${name}'.`);
    return `Operator ${name} created. Its key (shown once; send it as "Authorization: Bearer <key>"):\n${created.key}`;
  },
};

const adjustCommand: Command = {
  usage: `  adjust <account> credit|debit <amount> --reason <text>
                                         add to or take from a member's main wallet`,
  options: ['reason'],
  run: async ({ deps, site, args, values }) => {
    exactArgs(args, 3, 'adjust <account> credit|debit <amount> --reason <text>');
    const [account = '', direction = '', amount = ''] = args;
    if (!(ADJUSTMENT_DIRECTIONS as readonly string[]).includes(direction)) {
      throw new UsageError('The direction is credit or debit.');
    }
    const reason = requireString(values, 'reason');
    if (reason.length > 200) throw new UsageError('--reason is at most 200 characters.');
    const result = await deps.operators
      .adjust({
        siteId: site.id,
        actor: cliActor(),
        memberAccount: account,
        direction: direction as AdjustmentDirection,
        amount,
        reason,
        requestId: randomUUID(),
      })
      .catch(refusalOf);
    return `${result.direction === 'credit' ? 'Credited' : 'Debited'} ${result.amount} ${result.currency} ${result.direction === 'credit' ? 'to' : 'from'} ${result.member_account}; main wallet now ${result.balance} ${result.currency}.`;
  },
};

const auditCommand: Command = {
  usage: `  audit [--limit <n>]                    print the newest operator actions (default 20)`,
  options: ['limit'],
  run: async ({ deps, site, args, values }) => {
    exactArgs(args, 0, 'audit [--limit <n>]');
    const limitOption = stringOption(values, 'limit');
    const limit = limitOption === undefined ? 20 : positiveInt('limit', limitOption, 1000);
    const rows = await deps.operators.auditLog(site.id, limit);
    if (rows.length === 0) return `The audit log of site ${site.id} is empty.`;
    return table(
      ['TIME', 'ACTOR', 'ACTION', 'TARGET', 'REASON'],
      rows.map((row) => [
        when(row.createdAt),
        row.actor,
        row.action,
        `${row.targetType} ${row.targetId}`,
        row.reason,
      ]),
    );
  },
};

/** Money commands of `npm run site`: operators, adjustments and the audit log. */
export const MONEY_COMMANDS: Record<string, Command> = {
  operator: operatorCommand,
  adjust: adjustCommand,
  audit: auditCommand,
  ...WITHDRAWAL_COMMANDS,
  ...DEPOSIT_COMMANDS,
};
