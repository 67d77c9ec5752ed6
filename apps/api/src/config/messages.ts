import { z } from 'zod';
import { booleanFlag, ConfigError, requiredSettings, withoutTrailingSlash } from './settings';

/** How texts and WhatsApp messages leave: the variables, each checked as the server starts. */
export const messagesEnv = z.object({
  SMS_PROVIDER: z
    .enum(['outbox', 'simulator', 'msg91'], { error: 'must be outbox, simulator or msg91' })
    .default('outbox'),
  MSG91_AUTH_KEY: z.string().min(1).optional(),
  MSG91_BASE_URL: z.url({ error: 'must be a URL' }).default('https://control.msg91.com'),
  MSG91_SENDER_ID: z.string().min(1).optional(),
  MSG91_TEMPLATE_SIGN_IN_CODE: z.string().min(1).optional(),
  MSG91_TEMPLATE_COD_CONFIRMATION: z.string().min(1).optional(),
  WHATSAPP_PROVIDER: z
    .enum(['outbox', 'simulator', 'cloud'], { error: 'must be outbox, simulator or cloud' })
    .default('outbox'),
  WHATSAPP_ACCESS_TOKEN: z.string().min(1).optional(),
  WHATSAPP_PHONE_NUMBER_ID: z.string().min(1).optional(),
  WHATSAPP_APP_SECRET: z.string().min(1).optional(),
  WHATSAPP_VERIFY_TOKEN: z.string().min(16, 'must be at least 16 characters long').optional(),
  WHATSAPP_BASE_URL: z.url({ error: 'must be a URL' }).default('https://graph.facebook.com/v21.0'),
  WHATSAPP_LANGUAGE: z.string().min(2).default('en'),
  ALLOW_TEST_MESSAGES: booleanFlag.default(false),
});

/**
 * MSG91's account: its auth key, and the DLT template id registered for each message (Indian rules
 * let a business send only texts registered on the DLT platform, each with its own id).
 */
export interface Msg91Config {
  authKey: string;
  baseUrl: string;
  senderId: string | undefined;
  templates: { signInCode: string; codConfirmation: string };
}

/** The WhatsApp Cloud API: the business phone number's id, its token, and the app's webhook secrets. */
export interface WhatsAppCloudConfig {
  accessToken: string;
  phoneNumberId: string;
  /** Signs every webhook (X-Hub-Signature-256). */
  appSecret: string;
  /** What Meta sends back in the webhook's verification handshake (hub.verify_token). */
  verifyToken: string;
  baseUrl: string;
}

export interface MessageSettings {
  /** How texts leave (SMS_PROVIDER): files in DATA_DIR/outbox, the simulator, or MSG91. */
  smsProvider: 'outbox' | 'simulator' | 'msg91';
  msg91: Msg91Config | undefined;
  /** How WhatsApp messages leave (WHATSAPP_PROVIDER): the outbox, the simulator, or the WhatsApp Cloud API. */
  whatsappProvider: 'outbox' | 'simulator' | 'cloud';
  whatsappCloud: WhatsAppCloudConfig | undefined;
  /** WhatsApp template language (WHATSAPP_LANGUAGE), as the templates were approved. */
  whatsappLanguage: string;
  /** The message simulators in a production shop: only when ALLOW_TEST_MESSAGES says so. */
  allowTestMessages: boolean;
}

type MessagesEnv = z.infer<typeof messagesEnv>;

/** The message settings; a production shop is refused a simulator, whose messages reach no phone. */
export function messageSettings(e: MessagesEnv, production: boolean): MessageSettings {
  for (const [setting, value] of [
    ['SMS_PROVIDER', e.SMS_PROVIDER],
    ['WHATSAPP_PROVIDER', e.WHATSAPP_PROVIDER],
  ] as const) {
    if (production && value === 'simulator' && !e.ALLOW_TEST_MESSAGES) {
      throw new ConfigError(
        `Configuration error: ${setting}=simulator is refused when NODE_ENV=production: its messages never reach a phone. Set ALLOW_TEST_MESSAGES=true only for a test shop.`,
      );
    }
  }
  return {
    smsProvider: e.SMS_PROVIDER,
    msg91: e.SMS_PROVIDER === 'msg91' ? msg91Config(e) : undefined,
    whatsappProvider: e.WHATSAPP_PROVIDER,
    whatsappCloud: e.WHATSAPP_PROVIDER === 'cloud' ? whatsappCloudConfig(e) : undefined,
    whatsappLanguage: e.WHATSAPP_LANGUAGE,
    allowTestMessages: e.ALLOW_TEST_MESSAGES,
  };
}

function msg91Config(e: MessagesEnv): Msg91Config {
  const required = requiredSettings(
    {
      MSG91_AUTH_KEY: e.MSG91_AUTH_KEY,
      MSG91_TEMPLATE_SIGN_IN_CODE: e.MSG91_TEMPLATE_SIGN_IN_CODE,
      MSG91_TEMPLATE_COD_CONFIRMATION: e.MSG91_TEMPLATE_COD_CONFIRMATION,
    },
    'SMS_PROVIDER=msg91',
  );
  return {
    authKey: required.MSG91_AUTH_KEY,
    baseUrl: withoutTrailingSlash(e.MSG91_BASE_URL),
    senderId: e.MSG91_SENDER_ID,
    templates: {
      signInCode: required.MSG91_TEMPLATE_SIGN_IN_CODE,
      codConfirmation: required.MSG91_TEMPLATE_COD_CONFIRMATION,
    },
  };
}

function whatsappCloudConfig(e: MessagesEnv): WhatsAppCloudConfig {
  const required = requiredSettings(
    {
      WHATSAPP_ACCESS_TOKEN: e.WHATSAPP_ACCESS_TOKEN,
      WHATSAPP_PHONE_NUMBER_ID: e.WHATSAPP_PHONE_NUMBER_ID,
      WHATSAPP_APP_SECRET: e.WHATSAPP_APP_SECRET,
      WHATSAPP_VERIFY_TOKEN: e.WHATSAPP_VERIFY_TOKEN,
    },
    'WHATSAPP_PROVIDER=cloud',
  );
  return {
    accessToken: required.WHATSAPP_ACCESS_TOKEN,
    phoneNumberId: required.WHATSAPP_PHONE_NUMBER_ID,
    appSecret: required.WHATSAPP_APP_SECRET,
    verifyToken: required.WHATSAPP_VERIFY_TOKEN,
    baseUrl: withoutTrailingSlash(e.WHATSAPP_BASE_URL),
  };
}
