import { eq } from 'drizzle-orm';
import webpush from 'web-push';
import type { Env } from '../../config/env.js';
import type { Db } from '../../db/client.js';
import { appSettings } from '../../db/schema/index.js';

export interface VapidKeys {
  publicKey: string;
  privateKey: string;
  subject: string;
}

const VAPID_SETTING = 'vapid';

/**
 * The VAPID key pair push services know this server by: from configuration, else the one made at first start and
 * kept in the database (every API instance reads the same row; the first to start writes it).
 */
export async function loadVapidKeys(
  db: Db,
  env: Pick<Env, 'VAPID_PUBLIC_KEY' | 'VAPID_PRIVATE_KEY' | 'VAPID_SUBJECT'>,
): Promise<VapidKeys> {
  const subject = env.VAPID_SUBJECT;
  if (env.VAPID_PUBLIC_KEY && env.VAPID_PRIVATE_KEY)
    return { publicKey: env.VAPID_PUBLIC_KEY, privateKey: env.VAPID_PRIVATE_KEY, subject };
  const made = webpush.generateVAPIDKeys();
  await db.insert(appSettings).values({ key: VAPID_SETTING, value: made }).onConflictDoNothing();
  const [row] = await db.select({ value: appSettings.value }).from(appSettings).where(eq(appSettings.key, VAPID_SETTING));
  const kept = row!.value as { publicKey: string; privateKey: string };
  return { publicKey: kept.publicKey, privateKey: kept.privateKey, subject };
}
