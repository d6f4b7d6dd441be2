import {
  type Command,
  UsageError,
  cliActor,
  exactArgs,
  parseCurrency,
  positiveInt,
  refusalOf,
  requireString,
  stringOption,
  table,
} from './command-kit';

const MAX_ID = 2 ** 31 - 1;

const SIGNIN_USAGE = `  signin list [--currency RMB]           print the site's daily sign-in campaigns, newest first
  signin schedule --currency RMB --from YYYY-MM-DD --rewards 1,2,3,5,8 --title <text> --reason <text>
                                         schedule a campaign from a day (today or later), one day
                                         per reward, in the site's time zone (America/Caracas)
  signin close <campaign_id> --reason <text>
                                         close a campaign: no more sign-ins, what was paid stays`;

const signinCommand: Command = {
  usage: SIGNIN_USAGE,
  options: ['currency', 'from', 'rewards', 'title', 'reason'],
  run: async ({ deps, site, args, values }) => {
    const [action, first] = args;
    if (action === 'list') {
      exactArgs(args, 1, 'signin list');
      const currency = stringOption(values, 'currency');
      const { list } = await deps.signin.operatorCampaigns(
        site.id,
        currency === undefined ? undefined : parseCurrency(currency),
      );
      if (list.length === 0) return `Site ${site.id} has no sign-in campaigns.`;
      return table(
        ['ID', 'CURRENCY', 'TITLE', 'FROM', 'TO', 'REWARDS', 'STATUS', 'SIGN-INS', 'PAID'],
        list.map((campaign) => [
          String(campaign.id),
          campaign.currency,
          campaign.title.en_US,
          campaign.start_date,
          campaign.end_date,
          campaign.rewards.join(','),
          campaign.status,
          String(campaign.claims),
          campaign.paid,
        ]),
      );
    }
    if (action === 'schedule') {
      exactArgs(args, 1, 'signin schedule --currency ... --from ... --rewards ... --title ...');
      const currency = parseCurrency(requireString(values, 'currency'));
      const title = requireString(values, 'title').trim();
      if (title === '' || title.length > 80) {
        throw new UsageError('--title is one to 80 characters.');
      }
      const rewards = requireString(values, 'rewards').split(',');
      if (rewards.length > 31) throw new UsageError('--rewards names one to 31 days.');
      const campaign = await deps.signin
        .schedule(
          site,
          {
            currency,
            title: { en_US: title },
            start_date: requireString(values, 'from'),
            rewards,
            reason: requireString(values, 'reason'),
          },
          cliActor(),
        )
        .catch(refusalOf);
      return `Campaign ${campaign.id} (${campaign.currency}) runs from ${campaign.start_date} to ${campaign.end_date}: ${campaign.rewards.join(', ')}.`;
    }
    if (action === 'close') {
      exactArgs(args, 2, 'signin close <campaign_id> --reason <text>');
      const campaignId = positiveInt('campaign_id', first ?? '', MAX_ID);
      const campaign = await deps.signin
        .close(
          site.id,
          { campaign_id: campaignId, reason: requireString(values, 'reason') },
          cliActor(),
        )
        .catch(refusalOf);
      return `Campaign ${campaign.id} is closed after ${campaign.claims} sign-ins (${campaign.paid} ${campaign.currency} paid).`;
    }
    throw new UsageError(`Usage:\n${SIGNIN_USAGE}`);
  },
};

export const SIGNIN_COMMANDS: Record<string, Command> = { signin: signinCommand };
