import { useTranslation } from 'react-i18next';

type Props = {
  chips: readonly bigint[];
  selected: bigint | undefined;
  onSelect: (chip: bigint) => void;
  money: (minor: bigint) => string;
};

/** The chips of the table's limits; the selected one goes on the bet tapped next. */
export const ChipTray = ({ chips, selected, onSelect, money }: Props) => {
  const { t } = useTranslation();
  return (
    <div className="tb-chips" role="radiogroup" aria-label={t('tables.chips')}>
      {chips.map((chip, index) => (
        <button
          key={chip.toString()}
          type="button"
          role="radio"
          aria-checked={chip === selected}
          className={`tb-chip tb-chip--${index}`}
          onClick={() => onSelect(chip)}
          data-testid="chip"
        >
          {money(chip)}
        </button>
      ))}
    </div>
  );
};
