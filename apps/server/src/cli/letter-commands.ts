import { letterContentSchema, letterTitleSchema } from '@member-site/contracts/wire';

import type { LetterRecipients } from '../modules/letters/letters.service';
import {
  type Command,
  RefusedError,
  UsageError,
  cliActor,
  escapeForTerminal,
  openCurrency,
  parseCurrency,
  positiveInt,
  refusalOf,
  requireString,
  stringOption,
  table,
  when,
} from './command-kit';

const SEND_USAGE =
  'letter send --member <account> | --members <a,b,c> | --currency <code> --title <text> --content <text>';

/** Control characters and lone surrogates: a letter refuses them as the operator call does. */
const FORBIDDEN_IN_TEXT = /[\p{Cc}\p{Cs}]/u;

const textOption = (
  name: 'title' | 'content',
  value: string,
  schema: typeof letterTitleSchema,
): string => {
  if (FORBIDDEN_IN_TEXT.test(value)) {
    throw new UsageError(`--${name} must not hold control characters or line breaks.`);
  }
  const parsed = schema.safeParse(value);
  if (!parsed.success) {
    throw new UsageError(
      `--${name} must be 1 to ${name === 'title' ? 100 : 5000} characters long.`,
    );
  }
  return parsed.data;
};

const letterCommand: Command = {
  usage: `  letter send --member <account> | --members <a,b,c> | --currency <code>
              --title <text> --content <text>
                                         send a letter to one member, a list of members or
                                         every member of a currency; their open pages show it
  letter list [--limit <n>]              print the letters sent, newest first (default 20)`,
  options: ['member', 'members', 'currency', 'title', 'content', 'limit'],
  run: async ({ deps, site, args, values }) => {
    const [action] = args;
    if (action === 'list') {
      if (args.length !== 1) throw new UsageError('Usage: letter list [--limit <n>]');
      const limitOption = stringOption(values, 'limit');
      const limit = limitOption === undefined ? 20 : positiveInt('limit', limitOption, 500);
      const rows = await deps.letters.sent(site.id, limit);
      if (rows.length === 0) return `Site ${site.id} has sent no letters.`;
      return table(
        ['ID', 'SENT', 'TO', 'RECIPIENTS', 'READ', 'BY', 'TITLE'],
        rows.map((row) => [
          String(row.id),
          when(row.createdAt),
          row.target === 'currency' ? `currency ${row.currency ?? ''}` : row.target,
          String(row.recipientCount),
          String(row.readCount),
          row.sentBy,
          row.title,
        ]),
      );
    }
    if (action !== 'send' || args.length !== 1) {
      throw new UsageError(`Usage: ${SEND_USAGE}, or letter list`);
    }
    if (values.limit !== undefined) throw new UsageError('letter send does not take --limit.');
    const member = stringOption(values, 'member');
    const list = stringOption(values, 'members');
    const currency = stringOption(values, 'currency');
    if ([member, list, currency].filter((value) => value !== undefined).length !== 1) {
      throw new UsageError(`Give exactly one of --member, --members or --currency.\n${SEND_USAGE}`);
    }
    const title = textOption('title', requireString(values, 'title'), letterTitleSchema);
    const content = textOption('content', requireString(values, 'content'), letterContentSchema);

    let to: LetterRecipients;
    if (member !== undefined) {
      if (member.trim() === '') throw new UsageError('--member names an account.');
      to = { kind: 'member', account: member.trim() };
    } else if (list !== undefined) {
      const accounts = list
        .split(',')
        .map((account) => account.trim())
        .filter((account) => account !== '');
      if (accounts.length === 0) throw new UsageError('--members lists accounts, comma separated.');
      if (accounts.length > 1000) throw new UsageError('--members takes at most 1000 accounts.');
      to = { kind: 'members', accounts };
    } else {
      to = { kind: 'currency', currency: openCurrency(site, parseCurrency(currency ?? '')) };
    }

    const sent = await deps.letters
      .send({
        siteId: site.id,
        siteCurrencies: site.currencies,
        actor: cliActor(),
        title,
        content,
        to,
      })
      .catch(refusalOf);
    if (sent.recipientCount === 0) throw new RefusedError('No member received the letter.');
    const whom =
      to.kind === 'currency'
        ? `every ${to.currency} member (${sent.recipientCount})`
        : sent.recipientCount === 1
          ? '1 member'
          : `${sent.recipientCount} members`;
    return `Letter ${sent.id} '${escapeForTerminal(title)}' was sent to ${whom}.`;
  },
};

/** The operator's commands for members' letters. */
export const LETTER_COMMANDS: Record<string, Command> = { letter: letterCommand };
