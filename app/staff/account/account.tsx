import { accountCopy as text } from "#app/ui/account/account-copy.ts";
import { AccountSections } from "#app/ui/account/account-sections.tsx";
import { Page } from "#app/ui/page.tsx";
import { useSession } from "../session.ts";

/** The account page: password, passkeys, recovery codes and sessions, each with its own errors. */
export function Account() {
  const session = useSession();
  const email = session.state.status === "signed-in" ? session.state.user.email : "";
  return (
    <Page heading={text.heading}>
      <AccountSections email={email} />
    </Page>
  );
}
