import addressparser from "nodemailer/lib/addressparser";

export interface Mailbox {
  /** Display name, possibly empty. */
  name: string;
  address: string;
}

/**
 * A conservative address check for the firm's own configured addresses (not visitors'):
 * no spaces, brackets or separators, one @, a domain of letters, digits, dots and hyphens.
 * `localhost` domains pass, so a test or an internal relay can be named.
 */
const ADDRESS = /^[^\s@<>()[\],;:"\\]+@[A-Za-z0-9](?:[A-Za-z0-9.-]*[A-Za-z0-9])?$/;

/** Parses `Name <a@b.c>, d@e.f` into mailboxes; undefined when any part is not one. */
export function parseMailboxes(text: string): Mailbox[] | undefined {
  // A line break in a configured address would reach a header: refuse it outright.
  if (/[\r\n]/.test(text) || text.trim() === "") return undefined;
  const parsed = addressparser(text, { flatten: true });
  if (parsed.length === 0) return undefined;
  const mailboxes = parsed.map((entry) => ({ name: entry.name.trim(), address: entry.address.trim() }));
  return mailboxes.every((mailbox) => ADDRESS.test(mailbox.address)) ? mailboxes : undefined;
}

/** The domain of an address, for Message-IDs: `web@ucp.example` gives `ucp.example`. */
export function domainOf(address: string): string {
  return address.slice(address.lastIndexOf("@") + 1).toLowerCase();
}
