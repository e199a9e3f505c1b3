import { type Ref, useEffect, useId, useRef, useState } from "react";
import { Button } from "../button.tsx";
import { documentsContent } from "./documents-content.ts";
import type { OutlineEntry } from "./outline.ts";
import type { PageTextAnswer } from "./page-text-answer.ts";

const text = documentsContent.viewer;

/** How far ahead of the screen pages start loading: about three screens below, one above. */
const AHEAD = "100% 0px 300% 0px";
const RETRIES = 4;

interface PageLink {
  url?: string;
  page?: number;
}

/**
 * One page: its watermarked image, fetched only when the reader comes near it, and for
 * screen readers its number, the document's headings that lead to it, its text and its links.
 */
export function ViewerPage({
  index,
  count,
  image,
  expiresAt,
  headings,
  fetchText,
  onExpired,
  onFailed,
  goTo,
  ref,
}: {
  index: number;
  count: number;
  image: string;
  /** When the image's address stops working. */
  expiresAt: string;
  headings: OutlineEntry[];
  fetchText: (index: number) => Promise<PageTextAnswer>;
  /** Opens the document again for fresh addresses. */
  onExpired: () => void;
  /** The image failed with a live address (access may have ended). */
  onFailed?: (index: number) => void;
  goTo: (page: number) => void;
  ref: Ref<HTMLElement>;
}) {
  const [near, setNear] = useState(false);
  const [shown, setShown] = useState(false);
  // A page still being drawn after an upload answers 503 for a moment: tried again, a few
  // times. A new address (the document opened again) is a new try.
  const [tries, setTries] = useState(0);
  const [failed, setFailed] = useState<{ image: string; at: number } | null>(null);
  const failedNow = failed?.image === image && failed.at === tries;
  // The server's final answer for a page it could not draw: no retry, no "loading".
  const [unshowable, setUnshowable] = useState(false);
  const state = unshowable
    ? "unshowable"
    : failedNow && tries >= RETRIES
      ? "failed"
      : shown
        ? "shown"
        : "loading";
  const [size, setSize] = useState<{ width: number; height: number } | null>(null);
  const [pageText, setPageText] = useState<{ text: string; links: PageLink[] } | null>(null);
  const frame = useRef<HTMLDivElement>(null);
  const labelId = useId();
  const number = index + 1;

  useEffect(() => {
    const element = frame.current;
    if (!element) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((entry) => entry.isIntersecting)) return;
        setNear(true);
        observer.disconnect();
      },
      { rootMargin: AHEAD },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, []);

  useEffect(() => {
    if (!near) return;
    let live = true;
    void fetchText(index).then((answer) => {
      if (!live) return;
      if (answer === "unshowable") setUnshowable(true);
      else if (answer) setPageText({ text: answer.text, links: answer.links as PageLink[] });
    });
    return () => {
      live = false;
    };
  }, [near, index, fetchText]);

  useEffect(() => {
    if (!failedNow || tries >= RETRIES || unshowable) return;
    const timer = window.setTimeout(() => setTries((count) => count + 1), 1000 * 2 ** tries);
    return () => window.clearTimeout(timer);
  }, [failedNow, tries, unshowable]);

  const onError = () => {
    if (Date.parse(expiresAt) <= Date.now() + 5000) return onExpired();
    onFailed?.(index);
    setFailed({ image, at: tries });
  };

  const lines = (pageText?.text ?? "")
    .split(/\n+/)
    .filter((line) => line.trim())
    .map((line, at) => ({ id: `${at}`, line }));
  const keyedLinks = (pageText?.links ?? []).map((link, at) => ({ ...link, id: `${at}` }));
  return (
    <section className="viewer-page" aria-labelledby={labelId} tabIndex={-1} ref={ref} data-page={number}>
      <h2 id={labelId} className="visually-hidden">
        {text.pageOf(number, count)}
      </h2>
      {headings.map((heading) => {
        const Tag = `h${Math.min(6, heading.level + 2)}` as "h3";
        return (
          <Tag key={`${heading.level}-${heading.title}`} className="visually-hidden">
            {heading.title}
          </Tag>
        );
      })}
      <div
        className="page-frame"
        ref={frame}
        style={{ aspectRatio: size ? `${size.width} / ${size.height}` : "8.5 / 11" }}
      >
        {near && state !== "failed" && state !== "unshowable" ? (
          <img
            key={`${image}#${tries}`}
            src={image}
            alt={text.pageImage(number)}
            onLoad={(event) => {
              setSize({ width: event.currentTarget.naturalWidth, height: event.currentTarget.naturalHeight });
              setShown(true);
            }}
            onError={onError}
          />
        ) : null}
        {state === "loading" ? <p className="page-status">{text.loadingPage}</p> : null}
        {state === "unshowable" ? <p className="page-status">{text.pageUnshowable}</p> : null}
        {state === "failed" ? (
          <div className="page-status" role="alert">
            <p>{text.pageFailed}</p>
            <Button
              variant="secondary"
              onClick={() => {
                setTries(0);
                onExpired();
              }}
            >
              {text.retryPage}
            </Button>
          </div>
        ) : null}
      </div>
      <section className="page-text" aria-label={text.pageText(number)}>
        {unshowable ? null : pageText === null ? (
          <p>{text.loadingPage}</p>
        ) : lines.length ? (
          lines.map(({ id, line }) => <p key={id}>{line}</p>)
        ) : (
          <p>{text.noText}</p>
        )}
        {keyedLinks.length ? (
          <ul aria-label={text.links}>
            {keyedLinks.map((link) =>
              link.url ? (
                <li key={link.id}>
                  <a href={link.url} rel="noopener noreferrer" target="_blank">
                    {link.url}
                  </a>
                </li>
              ) : link.page ? (
                <li key={link.id}>
                  <Button variant="link" onClick={() => goTo((link.page ?? 1) - 1)}>
                    {text.linkToPage(link.page)}
                  </Button>
                </li>
              ) : null,
            )}
          </ul>
        ) : null}
      </section>
    </section>
  );
}
