import { createContext, type MouseEvent, type ReactNode, useContext, useEffect, useState } from "react";

const PathContext = createContext<string>("/inbox");

export function navigate(to: string, replace = false): void {
  if (replace) history.replaceState(null, "", to);
  else history.pushState(null, "", to);
  dispatchEvent(new PopStateEvent("popstate"));
}

/** The current path and query, kept in step with the address bar. */
export function RouterProvider({ children }: { children: ReactNode }) {
  const [path, setPath] = useState(() => location.pathname + location.search);
  useEffect(() => {
    const update = () => setPath(location.pathname + location.search);
    addEventListener("popstate", update);
    return () => removeEventListener("popstate", update);
  }, []);
  return <PathContext.Provider value={path}>{children}</PathContext.Provider>;
}

export function useLocation(): { pathname: string; search: URLSearchParams } {
  const path = useContext(PathContext);
  const url = new URL(path, location.origin);
  return { pathname: url.pathname.replace(/\/+$/, "") || "/", search: url.searchParams };
}

/** A client-side link; `current` marks the section the reader is in (for eyes and screen readers). */
export function Link({ to, current, children }: { to: string; current?: boolean; children: ReactNode }) {
  const onClick = (event: MouseEvent<HTMLAnchorElement>) => {
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return;
    event.preventDefault();
    navigate(to);
  };
  return (
    <a href={to} onClick={onClick} aria-current={current ? "page" : undefined}>
      {children}
    </a>
  );
}
