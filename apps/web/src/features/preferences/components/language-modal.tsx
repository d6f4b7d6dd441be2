import {
  LANGUAGE_NATIVE_NAMES,
  SUPPORTED_LANGUAGES,
  type SupportedLanguage,
} from '@member-site/contracts/constants';
import { Modal, UnstyledButton } from '@mantine/core';
import { IconCheck } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

import { switchLanguage, useLanguage } from '../../../shared/i18n/i18n';
import { useSiteDetail } from '../../../shared/site/get-site-detail';
import { showToast } from '../../../shared/ui/toast';
import classes from './language-selector.module.css';

/** Short marks shown beside each language name (no flags: languages are not countries). */
const LANGUAGE_MARKS: Record<SupportedLanguage, string> = {
  zh_CN: '简',
  zh_TW: '繁',
  en_US: 'EN',
  vi_VN: 'VI',
  hi_IN: 'हि',
};

type LanguageModalProps = { opened: boolean; onClose: () => void };

/** The language selector modal (spec section 2), loaded when first opened. */
export const LanguageModal = ({ opened, onClose }: LanguageModalProps) => {
  const { t } = useTranslation();
  const language = useLanguage();
  const { data: site } = useSiteDetail();
  const [pending, setPending] = useState<SupportedLanguage>();
  const offered = SUPPORTED_LANGUAGES.filter(
    (code) => !site || site.languages.length === 0 || site.languages.includes(code),
  );

  const choose = async (code: SupportedLanguage) => {
    if (code === language) {
      onClose();
      return;
    }
    setPending(code);
    try {
      await switchLanguage(code);
      onClose();
    } catch {
      showToast({ kind: 'error', message: t('errors.network') });
    } finally {
      setPending(undefined);
    }
  };

  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={t('language.title')}
      size={380}
      classNames={{ title: classes.modalTitle }}
      attributes={{ content: { 'data-testid': 'language-modal' } }}
    >
      <ul className={classes.options}>
        {offered.map((code) => (
          <li key={code}>
            <UnstyledButton
              className={classes.option}
              data-testid={`language-option-${code}`}
              data-selected={code === language || undefined}
              lang={code.replace('_', '-')}
              disabled={pending !== undefined}
              aria-pressed={code === language}
              onClick={() => {
                void choose(code);
              }}
            >
              <span className={classes.mark}>{LANGUAGE_MARKS[code]}</span>
              <span className={classes.name}>{LANGUAGE_NATIVE_NAMES[code]}</span>
              {code === language && <IconCheck size={18} className={classes.check} aria-hidden />}
              {pending === code && <span className={classes.spinner} aria-hidden />}
            </UnstyledButton>
          </li>
        ))}
      </ul>
    </Modal>
  );
};
