import { useTranslation } from 'react-i18next';

/** The round × button of dialogs and notices, named "Close" in the player's language. */
export const CloseButton = ({ onClose }: { onClose: () => void }) => {
  const { t } = useTranslation();
  return (
    <button
      type="button"
      className="hs-icon-button"
      onClick={onClose}
      aria-label={t('common.close')}
    >
      <svg viewBox="0 0 24 24" aria-hidden="true">
        <path
          d="M6 6l12 12M18 6L6 18"
          stroke="currentColor"
          strokeWidth="2.4"
          strokeLinecap="round"
        />
      </svg>
    </button>
  );
};
