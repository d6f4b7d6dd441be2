import { act, screen } from '@testing-library/react';
import { useTranslation } from 'react-i18next';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { i18n } from '../../../shared/i18n/i18n';
import { renderWithProviders, setupTestI18n } from '../../../test/render';
import { useAgentMessages } from './use-agent-messages';

const Probe = () => {
  const { t } = useTranslation();
  const { ready } = useAgentMessages();
  return <p data-testid="probe">{ready ? t('agentCentre.title') : 'waiting'}</p>;
};

beforeAll(async () => {
  await setupTestI18n();
});
afterAll(async () => {
  await i18n.changeLanguage('en_US');
});

describe('the agent strings', () => {
  it('load with the agent centre, and again in the language the member switches to', async () => {
    renderWithProviders(<Probe />);
    expect(screen.getByTestId('probe').textContent).toBe('waiting');
    expect((await screen.findByText('Agent centre')).textContent).toBe('Agent centre');

    await act(async () => {
      await i18n.changeLanguage('vi_VN');
    });
    expect(await screen.findByText('Trung tâm đại lý')).toBeTruthy();
  });
});
