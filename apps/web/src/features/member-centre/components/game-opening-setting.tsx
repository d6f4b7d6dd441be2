import { Group, SegmentedControl, Text } from '@mantine/core';
import { IconAppWindow, IconBrowser, IconLayoutBoard } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

import {
  GAME_OPENINGS,
  type GameOpening,
  useGameOpening,
  writeGameOpening,
} from '../../../shared/lib/game-opening';
import { Panel } from '../../../shared/ui/panel';

const ICONS: Record<GameOpening, ReactNode> = {
  window: <IconAppWindow size={18} aria-hidden />,
  modal: <IconLayoutBoard size={18} aria-hidden />,
  page: <IconBrowser size={18} aria-hidden />,
};

/**
 * Where games open on this computer: a new window (the default), a dialog over the page, or the
 * page itself. The choice is this browser's; phones and the app always use their own window.
 */
export const GameOpeningSetting = () => {
  const { t } = useTranslation();
  const opening = useGameOpening();

  return (
    <Panel
      title={t('memberCentre.gameOpening.title')}
      description={t('memberCentre.gameOpening.description')}
      testId="game-opening-setting"
    >
      <Text id="game-opening-label" fw={600} size="sm" mb={8} display="block">
        {t('memberCentre.gameOpening.label')}
      </Text>
      <SegmentedControl
        aria-labelledby="game-opening-label"
        fullWidth
        radius="xl"
        color="gold"
        value={opening}
        onChange={(value) => {
          writeGameOpening(value);
        }}
        data={GAME_OPENINGS.map((value) => ({
          value,
          label: (
            <Group gap={6} justify="center" wrap="nowrap">
              {ICONS[value]}
              <span>{t(`memberCentre.gameOpening.options.${value}`)}</span>
            </Group>
          ),
        }))}
      />
      <Text size="xs" c="dimmed" mt={8}>
        {t('memberCentre.gameOpening.note')}
      </Text>
    </Panel>
  );
};
