export const STAFF_USAGE = `Usage: npm run staff -- <command> [options]

Commands:
  invite EMAIL [--name "NAME"]   create an account and print its one-time link (valid 72 hours);
                                 also e-mailed when SMTP_URL and MAIL_FROM are set
  portal-invite EMAIL [--name "NAME"]
                                 a GP/LP Portal link (valid 72 hours) for the portal person with
                                 this address, made first when there is none; also e-mailed
                                 when SMTP is set. Organisations and access: in the staff app
  portal-reset-password EMAIL    a one-time password-reset link (valid 1 hour) for the enrolled
                                 portal person with this address; ends their portal sessions
  portal-reset-mfa EMAIL         remove that portal person's authenticator, recovery codes and
                                 passkeys, end their sessions, and print a link with which they
                                 sign in with their password and set up a new authenticator
                                 (valid 72 hours). Both also e-mailed when SMTP is set
  list                           every staff account: e-mail, name, state, second factors
  revoke EMAIL                   end every session of EMAIL and block its sign-in
  reset-mfa EMAIL                remove the authenticator, recovery codes and passkeys of EMAIL,
                                 end its sessions, and print a new enrolment link
  reset-password EMAIL           print a one-time password-reset link for EMAIL (valid 1 hour);
                                 for a server without SMTP, where "Forgot password" cannot mail it

The database is the server's: DATABASE_URL if set, else SQLITE_PATH (data/ucp.sqlite).
Links start with PUBLIC_SITE_URL, else http://localhost:PORT: the server's own settings
(set PORT as for the server, e.g. PORT=4000 npm run staff -- invite EMAIL).
Exit status: 0 done, 1 failed (the reason on one line), 2 bad arguments.`;
