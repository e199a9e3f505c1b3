import { Form, Link, useActionData, useLoaderData, useNavigation } from "react-router";
import { DateTime } from "#app/ui/date-time.tsx";
import { FormError } from "#app/ui/field.tsx";
import { Page } from "#app/ui/page.tsx";
import type { PortalTermsText } from "#common/portal-person-api.ts";
import { content } from "../content.ts";
import { dealPath, HOME_PATH } from "../layout/paths.ts";
import type { acceptAction, termsLoader } from "./deal-loaders.ts";

const text = content.terms;

/**
 * The deal's terms, before anything else of the deal: the text, its version, and one
 * button that accepts exactly this version (the server records who, when, from where).
 * A deal may ask for terms before the firm has written them: the screen then says so.
 */
export function TermsScreen() {
  const terms = useLoaderData<typeof termsLoader>();
  return (
    <Page
      heading={<bdi>{text.title(terms.dealName)}</bdi>}
      title={`${text.title(terms.dealName)} · ${content.titleSuffix}`}
      wide
    >
      {terms.ready ? (
        <TermsText terms={terms} />
      ) : (
        <>
          <p className="notice">{text.notReady}</p>
          <p>
            <Link to={HOME_PATH}>{text.back}</Link>
          </p>
        </>
      )}
    </Page>
  );
}

function TermsText({ terms }: { terms: PortalTermsText }) {
  const refused = useActionData<typeof acceptAction>();
  const busy = useNavigation().state === "submitting";
  return (
    <>
      <p>{text.text}</p>
      <p className="meta">
        <span>{text.version(terms.version)}</span>
        <DateTime iso={terms.publishedAt} hint={false} />
      </p>
      {/* Rendered and sanitised on the server (markdown-it, raw HTML dropped); the CSP runs no inline script. */}
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
    </>
  );
}
