/** A JSON answer of a private API, or a network failure (status 0). */
export interface ApiResult<T = Record<string, unknown>> {
  status: number;
  body: T & { code?: string; message?: string };
}

export interface ApiInit {
  method?: string;
  body?: unknown;
  headers?: Record<string, string>;
}

/** A caller of one private API: its paths are relative to the API's base (/inbox/api, /portal/api). */
export type Api = <T = Record<string, unknown>>(path: string, init?: ApiInit) => Promise<ApiResult<T>>;

/** Every call of a private client goes through here: same origin, JSON, cookies included. */
export function apiClient(base: string): Api {
  return async <T = Record<string, unknown>>(path: string, init: ApiInit = {}): Promise<ApiResult<T>> => {
    try {
      const response = await fetch(`${base}${path}`, {
        method: init.method ?? (init.body === undefined ? "GET" : "POST"),
        credentials: "same-origin",
        headers: {
          ...(init.body === undefined ? {} : { "content-type": "application/json" }),
          ...init.headers,
        },
        body: init.body === undefined ? undefined : JSON.stringify(init.body),
      });
      const text = await response.text();
      let body: ApiResult<T>["body"] = {} as ApiResult<T>["body"];
      try {
        body = text ? JSON.parse(text) : body;
      } catch {
        // A proxy's HTML error page: the status says enough.
      }
      return { status: response.status, body };
    } catch {
      return { status: 0, body: {} as ApiResult<T>["body"] };
    }
  };
}
