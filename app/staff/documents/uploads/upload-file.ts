import type { ApiResult } from "../../api.ts";

/**
 * Sends one file as the request's whole body, its details in the address, reporting the
 * bytes sent as they go (fetch cannot report upload progress; XMLHttpRequest can). The
 * server streams the body to storage, so a file of any accepted size never sits whole in
 * its memory.
 */
export function uploadFile(
  url: string,
  file: File,
  onProgress: (sent: number, total: number) => void,
): { done: Promise<ApiResult>; abort: () => void } {
  const request = new XMLHttpRequest();
  const done = new Promise<ApiResult>((resolve) => {
    request.open("PUT", url);
    request.withCredentials = true;
    request.setRequestHeader("content-type", "application/octet-stream");
    request.upload.onprogress = (event) =>
      onProgress(event.loaded, event.lengthComputable ? event.total : file.size);
    request.onload = () => {
      let body: ApiResult["body"] = {};
      try {
        body = request.responseText ? JSON.parse(request.responseText) : {};
      } catch {
        // Not JSON (a proxy's page): the status says enough.
      }
      resolve({ status: request.status, body });
    };
    request.onerror = () => resolve({ status: 0, body: {} });
    request.onabort = () => resolve({ status: 0, body: { code: "aborted" } });
    request.send(file);
  });
  return { done, abort: () => request.abort() };
}
