import { Button, Loader, Modal } from '@mantine/core';
import { useTranslation } from 'react-i18next';

import { useLanguage } from '../../../shared/i18n/i18n';
import { EmptyState, ErrorState } from '../../../shared/ui/states';
import { RichText } from '../../../shared/ui/rich-text';
import { useServiceAgreement } from '../api/get-service-agreement';
import classes from './register-form.module.css';

type AgreementModalProps = {
  opened: boolean;
  fullScreen: boolean;
  onClose: () => void;
  /** The person accepted the agreement from inside it. */
  onAgree: () => void;
};

/** Above the register modal, which stays open underneath. */
const AGREEMENT_Z_INDEX = 310;

/** The site's service agreement (spec section 2: register with service agreement). */
export const AgreementModal = ({ opened, fullScreen, onClose, onAgree }: AgreementModalProps) => {
  const { t } = useTranslation();
  const language = useLanguage();
  const { data, isPending, isError, error, refetch } = useServiceAgreement(language, opened);

  const renderContent = () => {
    if (isError) return <ErrorState error={error} onRetry={() => void refetch()} />;
    if (isPending) {
      return (
        <div className={classes.loading}>
          <Loader color="gold" size="sm" />
        </div>
      );
    }
    if (data.length === 0) return <EmptyState title={t('register.agreementEmpty')} />;
    return data.map((section) => (
      <section key={section.id} className={classes.agreementSection}>
        {section.title && <h3 className={classes.agreementHeading}>{section.title}</h3>}
        <RichText html={section.content} />
      </section>
    ));
  };

  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={t('register.agreementTitle')}
      size={640}
      fullScreen={fullScreen}
      radius={fullScreen ? 0 : 'lg'}
      zIndex={AGREEMENT_Z_INDEX}
      attributes={{ content: { 'data-testid': 'agreement-modal' } }}
    >
      <div className={classes.agreementBody}>{renderContent()}</div>
      <Button
        variant="gradient"
        radius="xl"
        fullWidth
        mt="md"
        c="#2a1f06"
        data-testid="agreement-accept"
        onClick={() => {
          onAgree();
          onClose();
        }}
      >
        {t('register.agreementAccept')}
      </Button>
    </Modal>
  );
};
