import { Page } from "../components/page.tsx";
import { content } from "../content.ts";
import type { SessionUser } from "../session.tsx";

/** The signed-in start page; the inquiries list takes its place in the route table. */
export function Home({ user }: { user: SessionUser }) {
  return (
    <Page heading={content.home.heading}>
      <p>{content.home.welcome(user.name)}</p>
    </Page>
  );
}
