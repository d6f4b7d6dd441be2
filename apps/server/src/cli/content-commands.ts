import { DESKTOP_TEMPLATES } from '@member-site/contracts/constants';

import { MODEL_KINDS, type ModelKind } from '../db/schema';
import {
  type Command,
  RefusedError,
  UsageError,
  exactArgs,
  positiveInt,
  stringOption,
  table,
} from './command-kit';

const SHOW_HIDE = ['show', 'hide'] as const;
const isShowHide = (value: string | undefined): value is (typeof SHOW_HIDE)[number] =>
  value !== undefined && (SHOW_HIDE as readonly string[]).includes(value);

const customerServiceLinkCommand: Command = {
  usage: `  customer-service-link [<url>|--clear] print or set the link of the customer-service
                                         button; open pages fetch it again at once`,
  options: ['clear'],
  run: async ({ deps, site, args, values }) => {
    if (args.length === 0 && values.clear !== true) {
      return site.customerServiceLink === ''
        ? `Site ${site.id} has no customer-service link.`
        : site.customerServiceLink;
    }
    if (values.clear === true && args.length > 0) {
      throw new UsageError('Give a link or --clear, not both.');
    }
    if (args.length > 1) throw new UsageError('Usage: customer-service-link [<url>|--clear]');
    const link = values.clear === true ? '' : (args[0] ?? '');
    if (!(await deps.sites.setCustomerServiceLink(site.id, link))) {
      throw new RefusedError('The link must be an http:// or https:// address.');
    }
    return link === ''
      ? `Cleared the customer-service link of site ${site.id}.`
      : `The customer-service link of site ${site.id} is now ${link}.`;
  },
};

const siteTemplateCommand: Command = {
  usage: `  site-template [${DESKTOP_TEMPLATES.join('|')}]
                                         print or set the site's desktop template; open pages
                                         move to the new template's advertisements at once`,
  options: [],
  run: async ({ deps, site, args }) => {
    if (args.length === 0) return site.template;
    exactArgs(args, 1, 'site-template [<template>]');
    const [template = ''] = args;
    if (!(await deps.sites.setTemplate(site, template))) {
      throw new UsageError(`The desktop template is one of ${DESKTOP_TEMPLATES.join(', ')}.`);
    }
    return `The desktop template of site ${site.id} is now ${template}.`;
  },
};

const bannerCommand: Command = {
  usage: `  banner list                            print the site's banners, shown and hidden
  banner show|hide <id>                  show or hide a banner; open pages reload the carousel`,
  options: [],
  run: async ({ deps, site, args }) => {
    const [action, id] = args;
    if (action === 'list') {
      exactArgs(args, 1, 'banner list');
      const rows = await deps.contentAdmin.banners(site.id);
      if (rows.length === 0) return `Site ${site.id} has no banners.`;
      return table(
        ['ID', 'USE', 'CURRENCY', 'SHOWN', 'SORT', 'TITLE'],
        rows.map((row) => [
          String(row.id),
          ['desktop', 'small', 'mobile'][row.useType] ?? String(row.useType),
          row.currency ?? 'all',
          row.isActive ? 'yes' : 'no',
          String(row.sort),
          row.title,
        ]),
      );
    }
    if (!isShowHide(action)) throw new UsageError('Usage: banner list, or banner show|hide <id>');
    exactArgs(args, 2, `banner ${action} <id>`);
    const bannerId = positiveInt('id', id ?? '', 2 ** 31 - 1);
    if (!(await deps.contentAdmin.setBannerShown(site, bannerId, action === 'show'))) {
      throw new RefusedError(`Site ${site.id} has no banner ${bannerId}.`);
    }
    return `Banner ${bannerId} is ${action === 'show' ? 'shown' : 'hidden'}.`;
  },
};

const modelCommand: Command = {
  usage: `  model list [--kind setting|sponsor|login]
                                         print the template's advertising blocks
  model show|hide <id>                   show or hide a block; open pages of its language
                                         reload the advertisements, sponsors or login list`,
  options: ['kind'],
  run: async ({ deps, site, args, values }) => {
    const [action, id] = args;
    if (action === 'list') {
      exactArgs(args, 1, 'model list [--kind setting|sponsor|login]');
      const kind = stringOption(values, 'kind');
      if (kind !== undefined && !(MODEL_KINDS as readonly string[]).includes(kind)) {
        throw new UsageError('--kind is setting, sponsor or login.');
      }
      const rows = await deps.contentAdmin.modelItems(site.id, kind as ModelKind | undefined);
      if (rows.length === 0) return `Site ${site.id} has no such blocks.`;
      return table(
        ['ID', 'KIND', 'LANGUAGE', 'VERSION', 'SHOWN', 'TITLE'],
        rows.map((row) => [
          String(row.id),
          row.kind,
          row.language,
          row.modelVersion,
          row.isActive ? 'yes' : 'no',
          row.title,
        ]),
      );
    }
    if (!isShowHide(action)) throw new UsageError('Usage: model list, or model show|hide <id>');
    if (values.kind !== undefined) throw new UsageError(`model ${action} does not take --kind.`);
    exactArgs(args, 2, `model ${action} <id>`);
    const itemId = positiveInt('id', id ?? '', 2 ** 31 - 1);
    if (!(await deps.contentAdmin.setModelItemShown(site, itemId, action === 'show'))) {
      throw new RefusedError(`Site ${site.id} has no block ${itemId}.`);
    }
    return `Block ${itemId} is ${action === 'show' ? 'shown' : 'hidden'}.`;
  },
};

/** The operator's commands for lobby content; each change reaches open pages at once. */
export const CONTENT_COMMANDS: Record<string, Command> = {
  'customer-service-link': customerServiceLinkCommand,
  'site-template': siteTemplateCommand,
  banner: bannerCommand,
  model: modelCommand,
};
