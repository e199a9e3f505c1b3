import { ERROR_PAGE } from "#app/site/content/error.ts";
import { ButtonLink } from "../ui/button-link.tsx";
import { PageIntro } from "./page-intro.tsx";

/** Shown by the root error boundary when a page fails to render. */
export function ErrorNotice() {
  return (
    <PageIntro eyebrow={ERROR_PAGE.eyebrow} title={ERROR_PAGE.title} lead={ERROR_PAGE.text}>
      <div className="mt-10">
        <ButtonLink to={ERROR_PAGE.returnLink.to}>{ERROR_PAGE.returnLink.label}</ButtonLink>
      </div>
    </PageIntro>
  );
}
