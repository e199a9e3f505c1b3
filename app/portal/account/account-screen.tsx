import { accountCopy } from "#app/ui/account/account-copy.ts";
import { AccountSections } from "#app/ui/account/account-sections.tsx";
import { Page } from "#app/ui/page.tsx";
import { useSession } from "../session.ts";
import { NotificationsSection } from "./notifications-section.tsx";

/** The staff's account page (password, passkeys, recovery codes, sessions), then e-mail settings. */
export function AccountScreen() {
  const { state } = useSession();
  const email = state.status === "signed-in" ? state.user.email : "";
  return (
    <Page heading={accountCopy.heading}>
      <NotificationsSection />
      <AccountSections email={email} />
    </Page>
  );
}
