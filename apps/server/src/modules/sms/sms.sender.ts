import type { Db } from '../../db/client';
import { insertOutboxMessage } from './sms.repository';

/** Delivers a text message. A real gateway is one more implementation of this type. */
export type SmsSender = {
  send: (siteId: number, phone: string, body: string) => Promise<void>;
};

/** The default sender: messages go to the `sms_outbox` table, which the operator reads. */
export const createOutboxSender = (db: Db): SmsSender => ({
  send: (siteId, phone, body) => insertOutboxMessage(db, { siteId, phone, body }),
});
