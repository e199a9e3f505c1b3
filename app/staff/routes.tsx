import type { ReactNode } from "react";
import { Account } from "./screens/account.tsx";
import { Invitation } from "./screens/invitation.tsx";
import { ForgotPassword, ResetPassword } from "./screens/password-reset.tsx";
import type { SessionUser } from "./session.tsx";
import { AuditScreen } from "./triage/audit-screen.tsx";
import { EraseScreen } from "./triage/erase-screen.tsx";
import { InquiryListScreen } from "./triage/inquiry-list-screen.tsx";
import { InquiryScreen } from "./triage/inquiry-screen.tsx";

/**
 * The inbox's route table. `public` screens show without a session (a signed-in person
 * is sent on to /inbox); `private` ones need two factors, else /inbox/sign-in.
 */
export interface InboxRoute {
  path: string;
  access: "public" | "private";
  render: (user: SessionUser | undefined) => ReactNode;
}

export const routes: InboxRoute[] = [
  { path: "/inbox/invitation", access: "public", render: () => <Invitation /> },
  { path: "/inbox/forgot-password", access: "public", render: () => <ForgotPassword /> },
  { path: "/inbox/reset-password", access: "public", render: () => <ResetPassword /> },
  { path: "/inbox/account", access: "private", render: () => <Account /> },
  { path: "/inbox", access: "private", render: () => <InquiryListScreen /> },
  { path: "/inbox/inquiry", access: "private", render: () => <InquiryScreen /> },
  { path: "/inbox/audit", access: "private", render: () => <AuditScreen /> },
  { path: "/inbox/erase", access: "private", render: () => <EraseScreen /> },
];
