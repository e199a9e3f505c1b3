// The contact form's script: its own Vite entry (vite.island.config.ts), loaded
// by the page once it has loaded (island-loader.tsx). Nothing else of the site
// runs React in the browser.
import { hydrateRoot } from "react-dom/client";
import { formValues } from "#common/contact-form-fields.ts";
import { ContactIsland } from "./contact-island.tsx";
import { CONTACT_ISLAND_ID } from "./contact-model.ts";

const container = document.getElementById(CONTACT_ISLAND_ID);
const form = container?.querySelector("form");
if (container && form) {
  // What the visitor typed before the script arrived stays in the fields.
  hydrateRoot(container, <ContactIsland initialValues={formValues(new FormData(form))} />);
  // Where the form's submit is now handled by script (toasts) rather than a page load.
  container.dataset.island = "ready";
}
