import { Form, Link, useActionData, useLoaderData, useNavigation } from "react-router";
import { DateTime } from "../../ui/date-time.tsx";
import { FormError } from "../../ui/field.tsx";
import { Page } from "../../ui/page.tsx";
import { content } from "../content.ts";
import { dealPath, HOME_PATH } from "../layout/paths.ts";
import type { acceptAction, termsLoader } from "./deal-loaders.ts";

const text = content.terms;

/**
 * The deal's terms, before anything else of the deal: the text, its version, and one
 * button that accepts exactly this version (the server records who, when, from where).
 */
export function TermsScreen() {
  const terms = useLoaderData<typeof termsLoader>();
  const refused = useActionData<typeof acceptAction>();
  const busy = useNavigation().state === "submitting";
  return (
    <Page heading={text.title} wide>
      <p>{text.text}</p>
      <p className="meta">
        <span>{text.version(terms.version)}</span>
        <DateTime iso={terms.publishedAt} hint={false} />
      </p>
      {/* Rendered and sanitised on the server (markdown-it, raw HTML escaped); the CSP runs no inline script. */}
      {/* biome-ignore lint/security/noDangerouslySetInnerHtml: the server's sanitised Markdown rendering */}
      <div className="prose terms" dangerouslySetInnerHTML={{ __html: terms.html }} />
      {terms.acceptedAt ? (
        <p className="notice">
          {text.accepted}: <DateTime iso={terms.acceptedAt} hint={false} />{" "}
          <Link to={dealPath(terms.dealId)}>{text.open}</Link>
        </p>
      ) : (
        <Form method="post">
          <input type="hidden" name="version" value={terms.version} />
          <FormError message={refused && "error" in refused ? refused.error : undefined} />
          <div className="row">
            <button type="submit" disabled={busy}>
              {text.accept}
            </button>
            <Link to={HOME_PATH}>{text.back}</Link>
          </div>
        </Form>
      )}
    </Page>
  );
}
