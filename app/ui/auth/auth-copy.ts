/** The words that differ between the staff's and the portal's sign-in screens. */
export interface RealmWords {
  signInHeading: string;
  invitationHeading: string;
  /** The first lines of the recovery codes' .txt file. */
  codesFileHeading: (email: string) => string;
  codesFileName: string;
  forgotText: string;
  forgotSent: string;
  /** Without SMTP, the same words for every address, then (if any) the operator's command. */
  noMail: string;
  noMailCommand: string | null;
}

/**
 * Every word of the sign-in, invitation and password-reset screens, the same for staff and
 * portal people but for the realm's own words.
 */
export function authCopyFor(realm: RealmWords) {
  return {
    summaryTitle: "There is a problem",
    errorTitlePrefix: "Error: ",
    signIn: {
      heading: realm.signInHeading,
      email: "E-mail address",
      password: "Password",
      submit: "Continue",
      passkey: "Sign in with a passkey",
      forgot: "Forgot password?",
      missingEmail: "Enter your e-mail address.",
      missingPassword: "Enter your password.",
      codeHeading: "Two-factor check",
      codeText: "Open your authenticator app and enter the code it shows for UCP.",
      codeLabel: "Authentication code",
      codeHint: "6 digits. Spaces and hyphens do not matter.",
      missingCode: "Enter the 6-digit code from your authenticator app.",
      codeShape: "An authentication code has 6 digits. Enter the code your app shows now.",
      useRecovery: "Use a recovery code instead",
      recoveryHeading: "Use a recovery code",
      recoveryText: "Each recovery code you saved when you set up your account signs you in once.",
      recoveryLabel: "Recovery code",
      recoveryHint: "For example 7KQ2M-XR4PT. Capitals, spaces and hyphens do not matter.",
      missingRecovery: "Enter one of your recovery codes.",
      useApp: "Use your authenticator app instead",
      verify: "Verify",
      startAgain: "Start again",
      passkeyFailed: "The passkey was not accepted. Try again, or sign in with your password.",
    },
    /** The server's refusals, by their `code`, in the screens' words. */
    refusals: {
      sign_in_refused: "The e-mail address or password is not right.",
      authenticator_code_invalid:
        "That authenticator code is not right. Enter the 6-digit code your app shows now.",
      authenticator_code_used: "This authenticator code was already used. Wait for the next one.",
      recovery_code_invalid: "That recovery code is not right, or it was already used.",
      sign_in_expired: "This sign-in has expired. Enter your e-mail address and password again.",
      passkey_refused: "This passkey cannot sign you in.",
      password_too_short: "Use at least 12 characters.",
      password_too_long: "Use at most 128 characters.",
      password_common: "This password is too common. Choose another.",
      email_too_long: "Enter an e-mail address of at most 254 characters.",
      invitation_invalid: "This invitation link is not valid any more. Ask for a new one.",
      reset_link_invalid: "This reset link is not valid any more. Ask for a new one.",
    } as Record<string, string>,
    invitation: {
      heading: realm.invitationHeading,
      checking: "Checking your invitation…",
      account: "Account",
      passwordLabel: "New password",
      passwordHint: "At least 12 characters, not a common password.",
      confirmLabel: "Repeat the password",
      missingPassword: "Choose a password.",
      mismatch: "The two passwords are not the same.",
      next: "Continue",
      keptHeading: "Set up a new authenticator",
      keptText:
        "Your authenticator app, recovery codes and passkeys were removed at your request. Sign in with your password to set up a new authenticator.",
      keptLabel: "Your password",
      missingKept: "Enter your password.",
      enrolHeading: "Add your authenticator app",
      enrolText: "Scan this code with your authenticator app, or type the key below into it.",
      qrLabel: "QR code for your authenticator app",
      secretLabel: "Key",
      secretHint: "Spaces in the key do not matter.",
      codeLabel: "Authentication code",
      codeHint: "The 6 digits your app shows now. Spaces and hyphens do not matter.",
      confirm: "Confirm",
      codesHeading: "Save your recovery codes",
      codesText:
        "Each code signs you in once if you lose your phone. Keep them somewhere safe; they are not shown again.",
      done: "I have saved them",
    },
    recoveryCodes: {
      listLabel: "Your recovery codes",
      copy: "Copy codes",
      copied: "Codes copied.",
      copyFailed: "This browser did not allow copying. Select the codes and copy them.",
      download: "Download (.txt)",
      print: "Print",
      fileName: realm.codesFileName,
      fileHeading: realm.codesFileHeading,
    },
    forgot: {
      heading: "Forgot password",
      text: realm.forgotText,
      submit: "Send link",
      sent: realm.forgotSent,
      noMailHeading: "This server cannot send e-mail",
      noMail: realm.noMail,
      noMailCommand: realm.noMailCommand,
      backToSignIn: "Back to sign-in",
    },
    reset: {
      heading: "Choose a new password",
      submit: "Save password",
      done: "Your password is changed. Sign in with it and your authentication code.",
    },
  } as const;
}

export type AuthCopy = ReturnType<typeof authCopyFor>;
