import {
  DISPLAY_DEVICES,
  DISPLAY_FREQUENCIES,
  DISPLAY_LOCATIONS,
  type LocalizedText,
  SUPPORTED_LANGUAGES,
  type SupportedLanguage,
} from '@member-site/contracts/constants';
import {
  contentBodyInputSchema,
  contentPictureInputSchema,
  contentTitleInputSchema,
} from '@member-site/contracts/wire';

import type {
  AnnouncementValues,
  ContentActor,
  PopupValues,
} from '../modules/content/content-admin.service';
import {
  type Command,
  type Context,
  UsageError,
  cliActor,
  escapeForTerminal,
  exactArgs,
  onOff,
  positiveInt,
  refusalOf,
  requireString,
  stringOption,
  table,
  when,
} from './command-kit';

/** Control characters and lone surrogates: refused as the operator calls refuse them. */
const FORBIDDEN_IN_TEXT = /[\p{Cc}\p{Cs}]/u;

type Values = Context['values'];

const languageOf = (values: Values): SupportedLanguage => {
  const language = stringOption(values, 'language') ?? 'en_US';
  if (!(SUPPORTED_LANGUAGES as readonly string[]).includes(language)) {
    throw new UsageError(`--language is one of ${SUPPORTED_LANGUAGES.join(', ')}.`);
  }
  return language as SupportedLanguage;
};

/**
 * A localized option: the text given in `--language` (en_US by default) merged into `base`, then
 * checked with the operator call's schema.
 */
const localizedOption = (
  values: Values,
  name: 'title' | 'content' | 'picture',
  language: SupportedLanguage,
  base: LocalizedText | undefined,
): LocalizedText | undefined => {
  const text = stringOption(values, name);
  if (text === undefined) return undefined;
  if (FORBIDDEN_IN_TEXT.test(text)) {
    throw new UsageError(`--${name} must not hold control characters or line breaks.`);
  }
  const merged = { ...base, [language]: text.trim() };
  const schema =
    name === 'title'
      ? contentTitleInputSchema
      : name === 'content'
        ? contentBodyInputSchema
        : contentPictureInputSchema;
  const parsed = schema.safeParse(merged);
  if (!parsed.success) {
    if (merged.en_US === undefined) {
      throw new UsageError(`--${name} in en_US comes first: every language falls back to it.`);
    }
    throw new UsageError(
      name === 'picture'
        ? '--picture is a site path (/...) or an https:// address.'
        : `--${name} must be 1 to ${name === 'title' ? 200 : 5000} characters long.`,
    );
  }
  return parsed.data;
};

const sortOption = (values: Values): number | undefined => {
  const value = stringOption(values, 'sort');
  if (value === undefined) return undefined;
  if (!/^-?\d{1,7}$/.test(value) || Math.abs(Number(value)) > 1_000_000) {
    throw new UsageError('--sort must be a whole number from -1000000 to 1000000.');
  }
  return Number(value);
};

const timeOption = (values: Values): Date | undefined => {
  const value = stringOption(values, 'published-at');
  if (value === undefined) return undefined;
  const date = new Date(value);
  if (!/^\d{4}-\d{2}-\d{2}/.test(value) || Number.isNaN(date.getTime())) {
    throw new UsageError('--published-at is a time such as 2026-12-01T08:00:00Z.');
  }
  return date;
};

const choice = <T extends number>(
  values: Values,
  name: 'device' | 'location' | 'frequency',
  choices: Record<string, T>,
): T | undefined => {
  const value = stringOption(values, name);
  if (value === undefined) return undefined;
  const found = choices[value];
  if (found === undefined) {
    throw new UsageError(`--${name} is one of ${Object.keys(choices).join(', ')}.`);
  }
  return found;
};

const DEVICES = {
  both: DISPLAY_DEVICES.both,
  desktop: DISPLAY_DEVICES.desktop,
  mobile: DISPLAY_DEVICES.mobile,
};
const LOCATIONS = { normal: DISPLAY_LOCATIONS.normal, deposit: DISPLAY_LOCATIONS.deposit };
const FREQUENCIES = {
  once: DISPLAY_FREQUENCIES.once,
  'every-visit': DISPLAY_FREQUENCIES.everyVisit,
};
const nameOf = <T>(choices: Record<string, T>, value: T): string =>
  Object.entries(choices).find(([, v]) => v === value)?.[0] ?? String(value);

const given = <T extends Record<string, unknown>>(values: T): T =>
  Object.fromEntries(Object.entries(values).filter(([, value]) => value !== undefined)) as T;

const idOf = (args: readonly string[], usage: string): number => {
  exactArgs(args, 2, usage);
  return positiveInt('id', args[1] ?? '', 2_147_483_647);
};

const byOf = (site: { id: number }, values: Values): ContentActor => ({
  siteId: site.id,
  actor: cliActor(),
  reason: requireString(values, 'reason'),
});

const limitOf = (values: Values): number => {
  const limit = stringOption(values, 'limit');
  return limit === undefined ? 50 : positiveInt('limit', limit, 500);
};

const COMMON_OPTIONS = ['title', 'content', 'language', 'sort', 'reason', 'limit'] as const;

const ANNOUNCEMENT_USAGE = {
  create:
    'announcement create --title <text> --content <text> [--language <code>] [--before-login on|off] [--after-login on|off] [--sort <n>] [--published-at <time>] --reason <text>',
  update:
    'announcement update <id> [--title <text>] [--content <text>] [--language <code>] [--before-login on|off] [--after-login on|off] [--sort <n>] [--published-at <time>] [--show on|off] --reason <text>',
  remove: 'announcement remove <id> --reason <text>',
};

const announcementCommand: Command = {
  usage: `  announcement list [--limit <n>]        print the announcements, newest first, shown or not
  announcement create --title <text> --content <text> --reason <text>
              [--language <code>] [--before-login on|off] [--after-login on|off]
              [--sort <n>] [--published-at <time>]
                                         add an announcement to the marquee (texts in en_US
                                         unless --language names another)
  announcement update <id> [the options of create] [--show on|off] --reason <text>
                                         change an announcement; --language adds or replaces
                                         that language's texts only
  announcement remove <id> --reason <text>
                                         hide an announcement from everyone; open pages and
                                         the kept lobby answers drop it at once`,
  options: [...COMMON_OPTIONS, 'before-login', 'after-login', 'published-at', 'show'],
  run: async ({ deps, site, args, values }) => {
    const [action] = args;
    if (action === 'list') {
      exactArgs(args, 1, 'announcement list [--limit <n>]');
      const rows = await deps.contentAdmin.announcements(site.id, limitOf(values));
      if (rows.length === 0) return `Site ${site.id} has no announcements.`;
      return table(
        ['ID', 'SHOWN', 'BEFORE', 'AFTER', 'SORT', 'PUBLISHED', 'TITLE'],
        rows.map((row) => [
          String(row.id),
          row.isActive ? 'yes' : 'no',
          row.displayBeforeLogin ? 'on' : 'off',
          row.displayAfterLogin ? 'on' : 'off',
          String(row.sort),
          when(row.publishedAt),
          escapeForTerminal(row.title.en_US),
        ]),
      );
    }
    if (action === 'remove') {
      const id = idOf(args, ANNOUNCEMENT_USAGE.remove);
      const by = byOf(site, values);
      await deps.contentAdmin.removeAnnouncement(by, id).catch(refusalOf);
      return `Announcement ${id} is hidden.`;
    }
    if (action !== 'create' && action !== 'update') {
      throw new UsageError(
        `Usage: announcement list, ${ANNOUNCEMENT_USAGE.create}, ${ANNOUNCEMENT_USAGE.update} or ${ANNOUNCEMENT_USAGE.remove}`,
      );
    }
    const language = languageOf(values);
    const id = action === 'update' ? idOf(args, ANNOUNCEMENT_USAGE.update) : undefined;
    if (action === 'create') exactArgs(args, 1, ANNOUNCEMENT_USAGE.create);
    const current =
      id === undefined
        ? undefined
        : (await deps.contentAdmin.announcements(site.id, 500)).find((row) => row.id === id);
    const changes: AnnouncementValues = given({
      title: localizedOption(values, 'title', language, current?.title),
      content: localizedOption(values, 'content', language, current?.content),
      displayBeforeLogin: onOff('before-login', values['before-login']),
      displayAfterLogin: onOff('after-login', values['after-login']),
      sort: sortOption(values),
      publishedAt: timeOption(values),
      isActive: action === 'update' ? onOff('show', values.show) : undefined,
    });
    if (action === 'create' && values.show !== undefined) {
      throw new UsageError('announcement create does not take --show.');
    }
    const by = byOf(site, values);
    if (id === undefined) {
      const { title, content } = changes;
      if (title === undefined || content === undefined) {
        throw new UsageError(`--title and --content are required.\n${ANNOUNCEMENT_USAGE.create}`);
      }
      const row = await deps.contentAdmin
        .createAnnouncement(by, { ...changes, title, content })
        .catch(refusalOf);
      return `Announcement ${row.id} '${escapeForTerminal(row.title.en_US)}' was added.`;
    }
    if (Object.keys(changes).length === 0) {
      throw new UsageError(`Nothing to change.\n${ANNOUNCEMENT_USAGE.update}`);
    }
    await deps.contentAdmin.updateAnnouncement(by, id, changes).catch(refusalOf);
    return `Announcement ${id} was changed.`;
  },
};

const POPUP_USAGE = {
  create:
    'popup create --title <text> --content <text> [--picture <url>] [--language <code>] [--device both|desktop|mobile] [--location normal|deposit] [--frequency once|every-visit] [--before-login on|off] [--after-login on|off] [--sort <n>] --reason <text>',
  update:
    'popup update <id> [the options of create] [--picture none] [--show on|off] --reason <text>',
  remove: 'popup remove <id> --reason <text>',
};

const popupCommand: Command = {
  usage: `  popup list [--limit <n>]               print the pop-up promotions, newest first
  popup create --title <text> --content <text> --reason <text> [--picture <url>]
              [--language <code>] [--device both|desktop|mobile] [--location normal|deposit]
              [--frequency once|every-visit] [--before-login on|off] [--after-login on|off]
              [--sort <n>]               add a pop-up promotion (once: until the member hides it)
  popup update <id> [the options of create] [--picture none] [--show on|off] --reason <text>
                                         change a pop-up promotion
  popup remove <id> --reason <text>      hide a pop-up promotion from everyone at once`,
  options: [
    ...COMMON_OPTIONS,
    'picture',
    'device',
    'location',
    'frequency',
    'before-login',
    'after-login',
    'show',
  ],
  run: async ({ deps, site, args, values }) => {
    const [action] = args;
    if (action === 'list') {
      exactArgs(args, 1, 'popup list [--limit <n>]');
      const rows = await deps.contentAdmin.popups(site.id, limitOf(values));
      if (rows.length === 0) return `Site ${site.id} has no pop-up promotions.`;
      return table(
        ['ID', 'SHOWN', 'DEVICE', 'LOCATION', 'FREQUENCY', 'BEFORE', 'AFTER', 'SORT', 'TITLE'],
        rows.map((row) => [
          String(row.id),
          row.isActive ? 'yes' : 'no',
          nameOf(DEVICES, row.displayDevice),
          nameOf(LOCATIONS, row.displayLocation),
          nameOf(FREQUENCIES, row.displayFrequency),
          row.displayBeforeLogin ? 'on' : 'off',
          row.displayAfterLogin ? 'on' : 'off',
          String(row.sort),
          escapeForTerminal(row.title.en_US),
        ]),
      );
    }
    if (action === 'remove') {
      const id = idOf(args, POPUP_USAGE.remove);
      const by = byOf(site, values);
      await deps.contentAdmin.removePopup(by, id).catch(refusalOf);
      return `Pop-up promotion ${id} is hidden.`;
    }
    if (action !== 'create' && action !== 'update') {
      throw new UsageError(
        `Usage: popup list, ${POPUP_USAGE.create}, ${POPUP_USAGE.update} or ${POPUP_USAGE.remove}`,
      );
    }
    const language = languageOf(values);
    const id = action === 'update' ? idOf(args, POPUP_USAGE.update) : undefined;
    if (action === 'create') exactArgs(args, 1, POPUP_USAGE.create);
    if (action === 'create' && values.show !== undefined) {
      throw new UsageError('popup create does not take --show.');
    }
    const current =
      id === undefined
        ? undefined
        : (await deps.contentAdmin.popups(site.id, 500)).find((row) => row.id === id);
    const noPicture = action === 'update' && stringOption(values, 'picture') === 'none';
    const changes: PopupValues = given({
      title: localizedOption(values, 'title', language, current?.title),
      content: localizedOption(values, 'content', language, current?.content),
      picture: noPicture
        ? null
        : localizedOption(values, 'picture', language, current?.picture ?? undefined),
      displayDevice: choice(values, 'device', DEVICES),
      displayLocation: choice(values, 'location', LOCATIONS),
      displayFrequency: choice(values, 'frequency', FREQUENCIES),
      displayBeforeLogin: onOff('before-login', values['before-login']),
      displayAfterLogin: onOff('after-login', values['after-login']),
      sort: sortOption(values),
      isActive: action === 'update' ? onOff('show', values.show) : undefined,
    });
    const by = byOf(site, values);
    if (id === undefined) {
      const { title, content } = changes;
      if (title === undefined || content === undefined) {
        throw new UsageError(`--title and --content are required.\n${POPUP_USAGE.create}`);
      }
      const row = await deps.contentAdmin
        .createPopup(by, { ...changes, title, content })
        .catch(refusalOf);
      return `Pop-up promotion ${row.id} '${escapeForTerminal(row.title.en_US)}' was added.`;
    }
    if (Object.keys(changes).length === 0) {
      throw new UsageError(`Nothing to change.\n${POPUP_USAGE.update}`);
    }
    await deps.contentAdmin.updatePopup(by, id, changes).catch(refusalOf);
    return `Pop-up promotion ${id} was changed.`;
  },
};

/** The operator's commands for the marquee's announcements and the pop-up promotions. */
export const CONTENT_ADMIN_COMMANDS: Record<string, Command> = {
  announcement: announcementCommand,
  popup: popupCommand,
};
