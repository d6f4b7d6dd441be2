import type { Db } from '../../db/client';
import {
  type AccountSettingsPatch,
  type AccountSettingsRow,
  createAccountSettingsRepository,
} from './account-settings.repository';

/** A site's account switches: captchas, friend recommendation, agents, double validation. */
export type AccountSettings = Omit<AccountSettingsRow, 'createdAt' | 'updatedAt'>;

/** What a site without a settings row gets: every safeguard on. */
export const defaultAccountSettings = (siteId: number): AccountSettings => ({
  siteId,
  loginCaptcha: true,
  registerCaptcha: true,
  loginProofOfWork: true,
  registerProofOfWork: true,
  proofOfWorkStrength: 'standard',
  friendRecommend: true,
  agentIntroduce: true,
  doubleValidation: true,
  registerPerIpPerDay: 20,
});

const toSettings = (row: AccountSettingsRow): AccountSettings => ({
  siteId: row.siteId,
  loginCaptcha: row.loginCaptcha,
  registerCaptcha: row.registerCaptcha,
  loginProofOfWork: row.loginProofOfWork,
  registerProofOfWork: row.registerProofOfWork,
  proofOfWorkStrength: row.proofOfWorkStrength,
  friendRecommend: row.friendRecommend,
  agentIntroduce: row.agentIntroduce,
  doubleValidation: row.doubleValidation,
  registerPerIpPerDay: row.registerPerIpPerDay,
});

export const createAccountSettingsService = (db: Db) => {
  const repository = createAccountSettingsRepository(db);
  return {
    get: async (siteId: number): Promise<AccountSettings> => {
      const row = await repository.find(siteId);
      return row ? toSettings(row) : defaultAccountSettings(siteId);
    },
    update: async (siteId: number, patch: AccountSettingsPatch): Promise<AccountSettings> =>
      toSettings(await repository.upsert(siteId, patch)),
  };
};
export type AccountSettingsService = ReturnType<typeof createAccountSettingsService>;
