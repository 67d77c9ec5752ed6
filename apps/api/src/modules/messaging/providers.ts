import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../../config';
import type { SmsChannel, WhatsAppChannel } from './channels';
import type { MessageSimulator } from './simulator';
import { msg91Sms } from './sms/msg91';
import { outboxSms } from './sms/outbox';
import { cloudWhatsApp } from './whatsapp/cloud';
import { outboxWhatsApp } from './whatsapp/outbox';

/** The SMS channel SMS_PROVIDER names. */
export function createSmsChannel(
  config: Config,
  log: FastifyBaseLogger,
  simulator: MessageSimulator,
): SmsChannel {
  if (config.smsProvider === 'msg91' && config.msg91) return msg91Sms(config.msg91);
  if (config.smsProvider === 'simulator') return simulator.sms();
  return outboxSms(config.dataDir, log);
}

/** The WhatsApp channel WHATSAPP_PROVIDER names. */
export function createWhatsAppChannel(
  config: Config,
  log: FastifyBaseLogger,
  simulator: MessageSimulator,
): WhatsAppChannel {
  if (config.whatsappProvider === 'cloud' && config.whatsappCloud) return cloudWhatsApp(config.whatsappCloud);
  if (config.whatsappProvider === 'simulator') return simulator.whatsapp();
  return outboxWhatsApp(config.dataDir, log);
}
