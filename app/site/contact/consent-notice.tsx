const linkClass = "font-medium text-ink-800 underline decoration-gold-400 underline-offset-4";

export interface ConsentNoticeCopy {
  before: string;
  privacyLabel: string;
  middle: string;
  disclaimerLabel: string;
  after: string;
}

interface ConsentNoticeProps {
  copy: ConsentNoticeCopy;
  privacyPath: string;
  /** id of the legal disclaimer card on the same page. */
  disclaimerAnchor: string;
}

/** The line under the contact form: sending it means agreeing to the privacy policy and disclaimer. */
export function ConsentNotice({ copy, privacyPath, disclaimerAnchor }: ConsentNoticeProps) {
  return (
    <p className="mt-5 text-sm leading-relaxed text-muted">
      {copy.before}
      <a href={privacyPath} className={linkClass}>
        {copy.privacyLabel}
      </a>
      {copy.middle}
      <a href={`#${disclaimerAnchor}`} className={linkClass}>
        {copy.disclaimerLabel}
      </a>
      {copy.after}
    </p>
  );
}
