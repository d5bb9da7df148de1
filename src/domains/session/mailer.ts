import nodemailer from 'nodemailer';

/** Delivers the signup magic link. */
export interface SignupMailer {
  /** Where the link goes: mailed, or (local contour without SMTP) written to the server's log. */
  readonly delivery: 'email' | 'server_log';
  send(to: string, link: string): Promise<void>;
  close(): void;
}

const SUBJECT = 'Your Verdict Gateway sign-in link';

function text(link: string): string {
  return [
    'Open this link to sign up for, or sign in to, Verdict Gateway:',
    '',
    link,
    '',
    'The page it opens asks you to confirm. The link works once and expires soon.',
    'If you did not ask for it, ignore this mail: nothing happens without the confirmation.',
    '',
  ].join('\n');
}

/** SMTP delivery through nodemailer (`VGATE_SMTP_URL`, e.g. smtp://user:pass@host:587). */
export function smtpMailer(url: string, from: string): SignupMailer {
  const transport = nodemailer.createTransport(url);
  return {
    delivery: 'email',
    send: async (to, link) => {
      await transport.sendMail({ from, to, subject: SUBJECT, text: text(link) });
    },
    close: () => transport.close(),
  };
}

/**
 * The local contour without SMTP: the link goes to the operator's log. Only ever built for the
 * local contour, where the operator and the user are the same person.
 */
export function logMailer(log: { warn(obj: object, msg: string): void }): SignupMailer {
  return {
    delivery: 'server_log',
    send: async (_to, link) => {
      log.warn({ signup_link: link }, 'signup link (no VGATE_SMTP_URL on the local contour: not mailed)');
    },
    close: () => {},
  };
}
