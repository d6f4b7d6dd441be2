import { LANGUAGE_NATIVE_NAMES } from '@member-site/contracts/constants';
import { UnstyledButton } from '@mantine/core';
import { IconChevronDown, IconWorld } from '@tabler/icons-react';
import { Suspense, lazy, useState } from 'react';
import { useTranslation } from 'react-i18next';

import { useLanguage } from '../../../shared/i18n/i18n';
import { importWithReload } from '../../../shared/lib/chunk-reload';
import { useMemberLayout } from '../../../shared/session/get-member-layout';
import { showToast } from '../../../shared/ui/toast';
import classes from './language-selector.module.css';

const loadModal = () => importWithReload(() => import('./language-modal'));
const LanguageModal = lazy(() => loadModal().then((m) => ({ default: m.LanguageModal })));

type LanguageSelectorProps = { compact?: boolean };

/**
 * Opens the language modal; the choice is remembered in cookies and survives a reload. While the
 * member plays a game the language stays as it is (the game was opened in it).
 */
export const LanguageSelector = ({ compact = false }: LanguageSelectorProps) => {
  const { t } = useTranslation();
  const language = useLanguage();
  const [opened, setOpened] = useState(false);
  const [mounted, setMounted] = useState(false);
  const isPlaying = useMemberLayout().data?.is_playing === true;

  return (
    <>
      <UnstyledButton
        className={classes.opener}
        data-compact={compact || undefined}
        data-testid="language-selector"
        aria-haspopup="dialog"
        aria-label={t('language.choose')}
        onPointerEnter={() => void loadModal()}
        onFocus={() => void loadModal()}
        onClick={() => {
          if (isPlaying) {
            showToast({ kind: 'warning', message: t('pg.err_is_playing') });
            return;
          }
          setMounted(true);
          setOpened(true);
        }}
      >
        <IconWorld size={compact ? 19 : 17} stroke={1.6} aria-hidden />
        {!compact && <span className={classes.current}>{LANGUAGE_NATIVE_NAMES[language]}</span>}
        {!compact && <IconChevronDown size={14} stroke={1.8} aria-hidden />}
      </UnstyledButton>
      {mounted && (
        <Suspense fallback={null}>
          <LanguageModal
            opened={opened}
            onClose={() => {
              setOpened(false);
            }}
          />
        </Suspense>
      )}
    </>
  );
};
