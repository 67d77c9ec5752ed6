import type { Msg91Config } from '../../../config';
import type { SmsChannel, SmsKind, SmsMessage } from '../channels';
import { withCountryCode } from '../phone-number';

/**
 * SMS_PROVIDER=msg91: sign-in codes through MSG91's SendOTP API (POST /api/v5/otp, the code ours, so
 * the shop checks it itself), every other text through its Flow API (POST /api/v5/flow) with the
 * DLT-registered template of that message and its variables. Both take the `authkey` header and
 * answer `{ type: "success" | "error", ... }`; anything but success throws, and the job queue retries.
 */
export function msg91Sms(config: Msg91Config, fetchImpl: typeof fetch = fetch): SmsChannel {
  const templateOf: Record<SmsKind, string> = {
    'sign-in-code': config.templates.signInCode,
    'cod-confirmation': config.templates.codConfirmation,
  };

  async function call(path: string, body: object): Promise<void> {
    const response = await fetchImpl(`${config.baseUrl}${path}`, {
      method: 'POST',
      headers: { authkey: config.authKey, 'content-type': 'application/json', accept: 'application/json' },
      body: JSON.stringify(body),
      signal: AbortSignal.timeout(15_000),
    });
    const answer = (await response.json().catch(() => ({}))) as { type?: string; message?: string };
    if (!response.ok || answer.type !== 'success') {
      throw new Error(`MSG91 refused the SMS (${response.status}): ${answer.message ?? 'no message'}`);
    }
  }

  return {
    name: 'msg91',
    async send(message: SmsMessage) {
      const mobile = withCountryCode(message.to);
      const templateId = templateOf[message.kind];
      if (message.kind === 'sign-in-code') {
        const query = new URLSearchParams({
          template_id: templateId,
          mobile,
          otp: message.values.otp ?? '',
          otp_expiry: '10',
        });
        await call(`/api/v5/otp?${query}`, {});
        return;
      }
      await call('/api/v5/flow', {
        template_id: templateId,
        short_url: '0',
        ...(config.senderId && { sender: config.senderId }),
        recipients: [{ mobiles: mobile, ...message.values }],
      });
    },
  };
}
