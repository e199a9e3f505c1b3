import { StrictMode } from "react";
import { createRoot } from "react-dom/client";
import { App } from "./app.tsx";
import { RouterProvider } from "./router.tsx";
import { SessionProvider } from "./session.tsx";

const root = document.getElementById("inbox-root");
if (root) {
  createRoot(root).render(
    <StrictMode>
      <RouterProvider>
        <SessionProvider>
          <App />
        </SessionProvider>
      </RouterProvider>
    </StrictMode>,
  );
}
