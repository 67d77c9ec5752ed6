import { type App, buildApp } from './app';
import type { Config } from './config';
import { openDatabase } from './db/client';
import { migrate } from './db/migrate';
import { seedDemoStoreIfEmpty } from './modules/demo';
import { createAdminIfEmpty } from './modules/users';

/** Opens the shop's database, brings its tables up to date and builds the app on it (not listening). */
export async function openShop(config: Config): Promise<App> {
  const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  await migrate(database);
  return buildApp(config, { database });
}

/**
 * What a shop's first start adds: the admin account (its login printed once) and, unless SEED_DEMO
 * is false, the demo store. Once the admin exists it does nothing, so a shop that later empties its
 * catalogue keeps it empty.
 */
export async function setUpShop(app: App, config: Config): Promise<void> {
  const admin = await createAdminIfEmpty(app.db, {
    email: config.adminEmail,
    password: config.adminPassword,
  });
  if (!admin.created) return;
  printAdminLogin(config.adminEmail, admin.generatedPassword);
  if (config.seedDemo) await seedDemoStore(app);
}

/** Fills an empty catalogue with the demo store; a failure leaves the shop empty but running. */
async function seedDemoStore(app: App): Promise<void> {
  try {
    const demo = await seedDemoStoreIfEmpty(app.db, app.storage);
    if (!demo) return;
    app.log.info(
      `Demo store created in ${demo.milliseconds} ms: ${demo.categories} categories, ${demo.products} products ` +
        `(${demo.variants} variants, ${demo.images} photos), company details and legal pages. SEED_DEMO=false starts empty.`,
    );
  } catch (error) {
    app.log.error({ err: error }, 'The demo store could not be created; the catalogue stays empty.');
  }
}

function printAdminLogin(email: string, generatedPassword: string | undefined): void {
  const password = generatedPassword ?? '(the ADMIN_PASSWORD you set)';
  const lines = [
    'Admin account created',
    `  username: admin   email: ${email}`,
    `  password: ${password}`,
    generatedPassword ? '  This password is shown only once: keep it somewhere safe.' : '',
  ].filter(Boolean);
  const width = Math.max(...lines.map((l) => l.length)) + 2;
  const bar = '='.repeat(width);
  process.stdout.write(`\n${bar}\n${lines.join('\n')}\n${bar}\n\n`);
}
