import { CURRENCIES, type Currency } from '@member-site/contracts/constants';
import { UnstyledButton, VisuallyHidden } from '@mantine/core';
import { IconCheck, IconChevronDown } from '@tabler/icons-react';
import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';

import { useSiteDetail } from '../../../shared/site/get-site-detail';
import {
  siteCurrencies,
  useSiteCurrency,
  useSiteCurrencyStore,
} from '../../../shared/site/site-currency';
import classes from './currency-selector.module.css';

type CurrencySelectorProps = { compact?: boolean };

/**
 * The site currency the lobby shows (jackpot, banners); remembered for a day in `ccy`. A small
 * listbox of its own rather than a positioning library: it is in the header of every page.
 */
export const CurrencySelector = ({ compact = false }: CurrencySelectorProps) => {
  const { t } = useTranslation();
  const { data: site } = useSiteDetail();
  const currency = useSiteCurrency();
  const choose = useSiteCurrencyStore((state) => state.choose);
  const offered = site ? siteCurrencies(site) : [];
  const [open, setOpen] = useState(false);
  const rootRef = useRef<HTMLDivElement>(null);
  const listRef = useRef<HTMLUListElement>(null);
  const listId = useId();

  useEffect(() => {
    if (!open) return;
    const onPointerDown = (event: PointerEvent) => {
      if (!rootRef.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('pointerdown', onPointerDown);
    listRef.current?.querySelector<HTMLElement>('[aria-selected="true"], [role="option"]')?.focus();
    return () => {
      document.removeEventListener('pointerdown', onPointerDown);
    };
  }, [open]);

  const select = (code: Currency) => {
    choose(code);
    setOpen(false);
  };

  const onListKeyDown = (event: KeyboardEvent<HTMLUListElement>) => {
    const options = [...(listRef.current?.querySelectorAll<HTMLElement>('[role="option"]') ?? [])];
    const index = options.indexOf(document.activeElement as HTMLElement);
    if (event.key === 'Escape' || event.key === 'Tab') {
      event.preventDefault();
      setOpen(false);
      rootRef.current?.querySelector<HTMLElement>('button')?.focus();
    } else if (event.key === 'ArrowDown') {
      event.preventDefault();
      options[(index + 1) % options.length]?.focus();
    } else if (event.key === 'ArrowUp') {
      event.preventDefault();
      options[(index - 1 + options.length) % options.length]?.focus();
    }
  };

  return (
    <div ref={rootRef} className={classes.root}>
      <UnstyledButton
        className={classes.opener}
        data-compact={compact || undefined}
        data-testid="currency-selector"
        aria-haspopup="listbox"
        aria-expanded={open}
        aria-controls={open ? listId : undefined}
        disabled={!currency}
        onClick={() => {
          setOpen((value) => !value);
        }}
      >
        <span className={classes.symbol}>{currency ? CURRENCIES[currency].symbol : '¤'}</span>
        <span className={classes.code}>{currency ?? '---'}</span>
        {/* The name starts with what the button shows, then says what it does. */}
        <VisuallyHidden>{t('currency.choose')}</VisuallyHidden>
        {!compact && <IconChevronDown size={14} stroke={1.8} aria-hidden />}
      </UnstyledButton>
      {open && (
        <div className={classes.dropdown}>
          <p className={classes.label} id={`${listId}-label`}>
            {t('currency.title')}
          </p>
          <ul
            ref={listRef}
            id={listId}
            role="listbox"
            aria-labelledby={`${listId}-label`}
            className={classes.list}
            onKeyDown={onListKeyDown}
          >
            {offered.map((code) => (
              <li
                key={code}
                role="option"
                tabIndex={-1}
                aria-selected={code === currency}
                className={classes.option}
                data-testid={`currency-option-${code}`}
                onClick={() => {
                  select(code);
                }}
                onKeyDown={(event) => {
                  if (event.key === 'Enter' || event.key === ' ') {
                    event.preventDefault();
                    select(code);
                  }
                }}
              >
                <span className={classes.itemSymbol}>{CURRENCIES[code].symbol}</span>
                <span className={classes.itemCode}>{code}</span>
                <span className={classes.itemName}>{t(`currency.names.${code}`)}</span>
                {code === currency && <IconCheck size={16} className={classes.check} aria-hidden />}
              </li>
            ))}
          </ul>
        </div>
      )}
    </div>
  );
};
