import { domainOf, type Mailbox } from "./addresses.ts";

export interface NotificationSettings {
  smtpUrl: string;
  from: Mailbox;
  to: Mailbox[];
  /** Right-hand side of every Message-ID: MAIL_FROM's domain. */
  messageIdDomain: string;
  pollMs: number;
  retry: RetrySchedule;
  leaseMs: number;
}

/**
 * The settings mail reads, as server/config.ts parses them. Declared here, not taken from
 * the config's type, so that the config (which parses addresses with ./addresses.ts)
 * and this folder do not import each other.
 */
export interface MailEnv {
  SMTP_URL?: string | undefined;
  MAIL_FROM?: Mailbox[] | undefined;
  NOTIFY_TO?: Mailbox[] | undefined;
  NOTIFY_POLL_MS: number;
  NOTIFY_RETRY_MIN_MS: number;
  NOTIFY_RETRY_MAX_MS: number;
  NOTIFY_LEASE_MS: number;
}

export interface RetrySchedule {
  minMs: number;
  maxMs: number;
}

/** The notification settings, or undefined when SMTP_URL is unset (notifications off). */
export function notificationSettings(config: MailEnv): NotificationSettings | undefined {
  const from = config.MAIL_FROM?.[0];
  if (!config.SMTP_URL || !from || !config.NOTIFY_TO) return undefined;
  return {
    smtpUrl: config.SMTP_URL,
    from,
    to: config.NOTIFY_TO,
    messageIdDomain: domainOf(from.address),
    pollMs: config.NOTIFY_POLL_MS,
    retry: { minMs: config.NOTIFY_RETRY_MIN_MS, maxMs: config.NOTIFY_RETRY_MAX_MS },
    leaseMs: config.NOTIFY_LEASE_MS,
  };
}

/** Where mail goes, for a log line: scheme, host and port, never the credentials. */
export function describeSmtpServer(smtpUrl: string): string {
  const url = new URL(smtpUrl);
  return `${url.protocol}//${url.host}`;
}
