import { eq } from 'drizzle-orm';
import { DEMO_BUSINESS_SETTINGS, businessSettingsSchema, type BusinessSettings } from '@washday/core';
import type { DbOrTx } from '../../db/client.js';
import { appSettings } from '../../db/schema/index.js';

const KEY = 'business';

/** The business's invoice details: what an admin saved, else the demo's fictional ones (docs/decisions/0033-money.md). */
export async function readBusinessSettings(db: DbOrTx): Promise<BusinessSettings> {
  const [row] = await db.select({ value: appSettings.value }).from(appSettings).where(eq(appSettings.key, KEY));
  const parsed = businessSettingsSchema.safeParse(row?.value);
  return parsed.success ? parsed.data : DEMO_BUSINESS_SETTINGS;
}

/** Whether an admin has saved the business's own details (the demo's are fictional). */
export async function businessSettingsSaved(db: DbOrTx): Promise<boolean> {
  const [row] = await db.select({ key: appSettings.key }).from(appSettings).where(eq(appSettings.key, KEY));
  return row !== undefined;
}

export async function saveBusinessSettings(db: DbOrTx, settings: BusinessSettings): Promise<void> {
  await db
    .insert(appSettings)
    .values({ key: KEY, value: settings })
    .onConflictDoUpdate({ target: appSettings.key, set: { value: settings } });
}
