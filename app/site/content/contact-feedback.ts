/** What the visitor is told after pressing "Send Message": fixed texts, kept word for word. */
export const contactFeedback = {
  success: {
    title: "Message Sent!",
    description: (firmName: string) =>
      `Thank you for contacting ${firmName}. We will get back to you shortly.`,
  },
  failure: {
    title: "Error",
    description: "There was an issue sending your message. Please try again later.",
  },
  /** Screen-reader label of the notification region; `{hotkey}` is filled in by Radix. */
  toastRegionLabel: "Notifications ({hotkey})",
  dismissLabel: "Dismiss notification",
} as const;
