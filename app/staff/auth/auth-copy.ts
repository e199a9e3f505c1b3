import { authCopyFor } from "#app/ui/auth/auth-copy.ts";

/** Every word of the staff's sign-in, invitation and password-reset screens. */
export const authCopy = authCopyFor({
  signInHeading: "Staff sign-in",
  invitationHeading: "Set up your staff account",
  codesFileName: "ucp-recovery-codes.txt",
  codesFileHeading: (email: string) =>
    `UCP staff inbox: recovery codes for ${email}\nEach code signs you in once. Keep them somewhere safe.\n`,
  forgotText:
    "Enter the e-mail address of your staff account. We will send it a link to choose a new password.",
  forgotSent: "If this address has a staff account, a reset link is on its way. It is valid for an hour.",
  noMail:
    "No reset link can be sent to any address. Ask the person who runs this server for one: they can print it with",
  noMailCommand: "npm run staff -- reset-password EMAIL",
});
