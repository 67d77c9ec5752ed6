import { type APIRequestContext, expect } from '@playwright/test';
import type { ShopSettings } from '@vastra/contract/settings';
import { signInThroughApi } from './session';

/** The shop's cash on delivery settings changed as the admin through the API, the rest of its rules as they are. */
export async function setCodSettings(
  request: APIRequestContext,
  changes: Pick<ShopSettings, 'codConfirmation' | 'codFee'>,
): Promise<void> {
  const { token } = await signInThroughApi(request, 'admin', process.env.E2E_ADMIN_PASSWORD ?? '');
  const headers = { authorization: `Bearer ${token}` };
  const settings = (await (await request.get('/api/admin/settings', { headers })).json()) as ShopSettings;
  const saved = await request.put('/api/admin/settings', { headers, data: { ...settings, ...changes } });
  expect(saved.ok()).toBe(true);
}

/** The shop's COD confirmation setting, set as the admin through the API, the rest of its rules as they are. */
export const setCodConfirmation = (request: APIRequestContext, mode: 'ON' | 'OFF') =>
  setCodSettings(request, { codConfirmation: mode });
