import { eq } from 'drizzle-orm';

import type { Db } from '../../db/client';
import { siteAccountSettings } from '../../db/schema';

export type AccountSettingsRow = typeof siteAccountSettings.$inferSelect;
export type AccountSettingsPatch = Partial<
  Omit<AccountSettingsRow, 'siteId' | 'createdAt' | 'updatedAt'>
>;

export const createAccountSettingsRepository = (db: Db) => ({
  find: async (siteId: number): Promise<AccountSettingsRow | undefined> => {
    const [row] = await db
      .select()
      .from(siteAccountSettings)
      .where(eq(siteAccountSettings.siteId, siteId))
      .limit(1);
    return row;
  },

  upsert: async (siteId: number, patch: AccountSettingsPatch): Promise<AccountSettingsRow> => {
    const [row] = await db
      .insert(siteAccountSettings)
      .values({ siteId, ...patch })
      .onConflictDoUpdate({ target: siteAccountSettings.siteId, set: patch })
      .returning();
    if (!row) throw new Error('account settings upsert returned no row');
    return row;
  },
});
