import { FAQ_CATEGORIES, type FaqCategory } from '@member-site/contracts/constants';
import { Accordion, Container, Skeleton } from '@mantine/core';
import {
  IconCash,
  IconDeviceGamepad2,
  IconHelpCircle,
  IconLink,
  IconShieldLock,
  IconUserCircle,
  IconWallet,
} from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

import { useIsDesktop } from '../../../shared/hooks/device-mode';
import { useLanguage } from '../../../shared/i18n/i18n';
import { PageHeader } from '../../../shared/ui/page-header';
import { RichText } from '../../../shared/ui/rich-text';
import { EmptyState, ErrorState } from '../../../shared/ui/states';
import { useFaqs } from '../api/get-faqs';
import classes from './faq-page.module.css';

export const FAQ_CATEGORY_ICONS: Record<FaqCategory, ReactNode> = {
  account: <IconUserCircle size={20} stroke={1.6} aria-hidden />,
  deposit: <IconWallet size={20} stroke={1.6} aria-hidden />,
  withdrawal: <IconCash size={20} stroke={1.6} aria-hidden />,
  games: <IconDeviceGamepad2 size={20} stroke={1.6} aria-hidden />,
  security: <IconShieldLock size={20} stroke={1.6} aria-hidden />,
};

/** /faq: questions grouped by category, each answer in an accordion. */
export const FaqPage = () => {
  const { t } = useTranslation();
  const language = useLanguage();
  const isDesktop = useIsDesktop();
  const { data, isPending, isError, error, refetch } = useFaqs(language);

  const groups = FAQ_CATEGORIES.map((category) => ({
    category,
    items: (data ?? []).filter((faq) => faq.category === category),
  })).filter((group) => group.items.length > 0);

  const renderBody = () => {
    if (isError) return <ErrorState error={error} onRetry={() => void refetch()} />;
    if (isPending) {
      return (
        <div className={classes.skeletons}>
          {[0, 1, 2, 3, 4, 5].map((index) => (
            <Skeleton key={index} height={54} radius="md" />
          ))}
        </div>
      );
    }
    if (groups.length === 0) return <EmptyState title={t('faq.empty')} />;
    return (
      <div className={classes.layout}>
        {isDesktop && (
          <nav className={classes.toc} aria-label={t('faq.categories')}>
            {groups.map((group) => (
              <a key={group.category} href={`#faq-${group.category}`} className={classes.tocLink}>
                {FAQ_CATEGORY_ICONS[group.category]}
                <span>{t(`faq.categoryNames.${group.category}`)}</span>
                <span className={classes.count}>{group.items.length}</span>
              </a>
            ))}
          </nav>
        )}
        <div className={classes.groups}>
          {groups.map((group) => (
            <section
              key={group.category}
              id={`faq-${group.category}`}
              aria-labelledby={`faq-title-${group.category}`}
            >
              <h2 id={`faq-title-${group.category}`} className={classes.groupTitle}>
                <span className={classes.groupIcon}>{FAQ_CATEGORY_ICONS[group.category]}</span>
                {t(`faq.categoryNames.${group.category}`)}
              </h2>
              <Accordion
                variant="separated"
                radius="md"
                chevronPosition="right"
                classNames={{
                  item: classes.item,
                  control: classes.control,
                  label: classes.label,
                }}
              >
                {group.items.map((faq) => (
                  <Accordion.Item key={faq.id} value={String(faq.id)}>
                    <Accordion.Control>{faq.title}</Accordion.Control>
                    <Accordion.Panel>
                      <RichText html={faq.content} />
                      <Link to={`/faq/${faq.id}`} className={classes.permalink}>
                        <IconLink size={14} aria-hidden />
                        {t('faq.openPage')}
                      </Link>
                    </Accordion.Panel>
                  </Accordion.Item>
                ))}
              </Accordion>
            </section>
          ))}
        </div>
      </div>
    );
  };

  return (
    <Container size={1240} px={isDesktop ? 24 : 14}>
      <PageHeader
        title={t('faq.title')}
        subtitle={t('faq.subtitle')}
        icon={<IconHelpCircle size={isDesktop ? 26 : 20} stroke={1.5} />}
        compact={!isDesktop}
      />
      {renderBody()}
    </Container>
  );
};
