import { startApp } from "#app/ui/shell/start-app.tsx";
import { api } from "./api.ts";
import { staffRealm } from "./auth-realm.ts";
import { content } from "./content.ts";
import { STAFF_PATHS } from "./layout/paths.ts";
import { StaffNav } from "./layout/staff-nav.tsx";
import { routes } from "./route-table.tsx";
import { session } from "./session.ts";

// The staff app in the private apps' shell (app/ui/shell): what is its own is given here.
startApp(
  "inbox-root",
  {
    session,
    api,
    paths: STAFF_PATHS,
    realm: staffRealm,
    titleSuffix: content.titleSuffix,
    brand: content.brand,
    loading: content.loading,
    Nav: StaffNav,
    routeError: content.routeError,
  },
  routes,
);
