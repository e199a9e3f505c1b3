/**
 * What a visitor reads when the server refuses a request to the site: copy, kept apart
 * from the markup that shows it. Keys are HTTP statuses; `fallback` covers the rest.
 */
export interface ErrorCopy {
  title: string;
  text: string;
}

export const ERROR_COPY: Readonly<Record<number | "fallback", ErrorCopy>> = {
  400: { title: "Bad request", text: "Your browser sent a request this site could not read." },
  404: { title: "Page not found", text: "There is no page at this address." },
  405: { title: "Not available this way", text: "This page can be viewed, but not sent to." },
  408: { title: "Request timed out", text: "Your request took too long to arrive. Please try again." },
  413: { title: "Request too large", text: "Your request was larger than this site accepts." },
  417: { title: "Expectation not supported", text: "This site does not support what your request expected." },
  431: {
    title: "Request headers too large",
    text: "Your browser sent more header data than this site accepts.",
  },
  500: {
    title: "Something went wrong",
    text: "The site could not answer this request. Please try again later.",
  },
  fallback: { title: "Request not accepted", text: "This site could not accept your request." },
};

export const HOME_LINK = "Go to the home page";
