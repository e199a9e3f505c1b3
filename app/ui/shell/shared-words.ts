/** The words every private app says alike: why a person is at sign-in, and a failure in general. */
export const sharedWords = {
  reasons: {
    expired: "Your session ended. Please sign in again.",
    signedOut: "You are signed out.",
    tooMany: "Too many attempts. Please wait a few minutes.",
    network: "The server cannot be reached. Check your connection.",
  },
  errors: { generic: "Something went wrong. Please try again." },
} as const;
