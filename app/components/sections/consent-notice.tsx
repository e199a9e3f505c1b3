import { Link } from "react-router";
import type { CONTACT } from "../../content/contact.ts";

const linkClass = "font-medium text-ink-800 underline decoration-gold-400 underline-offset-4";

interface ConsentNoticeProps {
  copy: (typeof CONTACT)["form"]["notice"];
  privacyPath: string;
  /** id of the legal disclaimer card on the same page. */
  disclaimerAnchor: string;
}

/** The line under the contact form: sending it means agreeing to the privacy policy and disclaimer. */
export function ConsentNotice({ copy, privacyPath, disclaimerAnchor }: ConsentNoticeProps) {
  return (
    <p className="mt-5 text-sm leading-relaxed text-muted">
      {copy.before}
      <Link to={privacyPath} className={linkClass}>
        {copy.privacyLabel}
      </Link>
      {copy.middle}
      <a href={`#${disclaimerAnchor}`} className={linkClass}>
        {copy.disclaimerLabel}
      </a>
      {copy.after}
    </p>
  );
}
