import type { RouteObject } from "react-router";
import { redirect } from "react-router";
import { reportingRoutes, viewAsReportingRoute } from "#app/staff/reporting/reporting-routes.ts";
import { NotFound, RouteError } from "#app/ui/shell/route-errors.tsx";
import { PartError } from "./part-error.tsx";
import { requirePortal } from "./portal-client.ts";
import type { RecordKind } from "./portal-copy.ts";

type Parts = Pick<RouteObject, "loader" | "action" | "Component">;
type Loaders = typeof import("./portal-loaders.ts");

const loaders = () => import("./portal-loaders.ts");

/** A screen whose loader, action and component all load on demand, with its error boundary. */
function lazily(
  parts: (code: Loaders) => Promise<Parts>,
  ErrorBoundary: RouteObject["ErrorBoundary"] = RouteError,
): Pick<RouteObject, "ErrorBoundary" | "lazy"> {
  return { ErrorBoundary, lazy: async () => parts(await loaders()) };
}

const LISTS = { deals: "DealList", organisations: "OrganisationList", people: "PersonList" } as const;
const FORMS = { deals: "DealForm", organisations: "OrganisationForm", people: "PersonForm" } as const;

/** The list, the new-record form and the edit form of one kind of record. */
function recordRoutes(kind: RecordKind): RouteObject[] {
  const form = lazily(async (code) => ({
    loader: code.recordLoader(kind),
    action: code.recordAction(kind),
    Component: (await import("./records/record-form.tsx"))[FORMS[kind]],
  }));
  return [
    {
      path: kind,
      ...lazily(async (code) => ({
        loader: code.listLoader(kind),
        Component: (await import("./records/record-lists.tsx"))[LISTS[kind]],
      })),
    },
    { path: `${kind}/new`, ...form },
    { path: `${kind}/:recordId/edit`, ...form },
  ];
}

/**
 * The portal's staff screens under /inbox/portal. They are always in the table; when the
 * server runs no portal, their parent's loader answers 404 ("No such page") before any of
 * their code loads.
 */
export const portalRoutes: RouteObject = {
  path: "portal",
  id: "portal",
  ErrorBoundary: RouteError,
  // Read again after every change, so the count follows each answer.
  loader: async () => {
    await requirePortal();
    return (await loaders()).waitingLoader();
  },
  lazy: async () => ({ Component: (await import("./portal-layout.tsx")).PortalLayout }),
  children: [
    { index: true, loader: () => redirect("/inbox/portal/deals") },
    ...recordRoutes("deals"),
    ...recordRoutes("organisations"),
    ...recordRoutes("people"),
    {
      path: "deals/:recordId",
      id: "deal",
      ...lazily(async (code) => ({
        loader: code.dealLoader,
        action: code.dealRecordAction,
        Component: (await import("./deals/deal-layout.tsx")).DealLayout,
      })),
      // A part that fails says so in its place, under the deal's heading (no second <main>).
      children: [
        {
          index: true,
          ...lazily(
            async (code) => ({
              loader: code.dealAccessLoader,
              action: code.dealAccessAction,
              Component: (await import("./deals/deal-access.tsx")).DealAccess,
            }),
            PartError,
          ),
        },
        {
          path: "terms",
          ...lazily(
            async (code) => ({
              loader: code.termsLoader,
              action: code.termsAction,
              Component: (await import("./deals/deal-terms.tsx")).DealTerms,
            }),
            PartError,
          ),
        },
        {
          path: "updates",
          ...lazily(
            async (code) => ({
              loader: code.updatesLoader,
              action: code.updatesAction,
              Component: (await import("./updates/deal-updates.tsx")).DealUpdates,
            }),
            PartError,
          ),
        },
        {
          path: "questions",
          ...lazily(
            async (code) => ({
              loader: code.questionsLoader,
              action: code.questionsAction,
              Component: (await import("./questions/deal-questions.tsx")).DealQuestions,
            }),
            PartError,
          ),
        },
        ...reportingRoutes,
      ],
    },
    // The inquiry's "Invite to the portal" (a dialog in the inbox) posts here.
    {
      path: "inquiries/:inquiryId/invitation",
      lazy: async () => ({ action: (await loaders()).inviteAction }),
    },
    // Who saw an update: data only, read by a fetcher.
    {
      path: "deals/:recordId/updates/:updateId/reads",
      lazy: async () => ({ loader: (await loaders()).readsLoader }),
    },
    {
      path: "organisations/:recordId",
      ...lazily(async (code) => ({
        loader: code.organisationLoader,
        action: code.organisationAction,
        Component: (await import("./organisations/organisation-screen.tsx")).OrganisationScreen,
      })),
    },
    {
      path: "people/:recordId",
      ...lazily(async (code) => ({
        loader: code.personLoader,
        action: code.personAction,
        Component: (await import("./people/person-screen.tsx")).PersonScreen,
      })),
    },
    {
      path: "people/:recordId/view-as",
      ...lazily(async (code) => ({
        loader: code.viewAsHomeLoader,
        Component: (await import("./view-as/view-as-home.tsx")).ViewAsHomeScreen,
      })),
    },
    {
      path: "people/:recordId/view-as/deals/:dealId",
      ...lazily(async (code) => ({
        loader: code.viewAsDealLoader,
        Component: (await import("./view-as/view-as-deal.tsx")).ViewAsDealScreen,
      })),
    },
    viewAsReportingRoute,
    {
      path: "people/:recordId/view-as/deals/:dealId/documents/:documentId",
      ...lazily(async (code) => ({
        loader: code.viewAsDocumentLoader,
        Component: (await import("./view-as/view-as-document.tsx")).ViewAsDocumentScreen,
      })),
    },
    { path: "*", Component: NotFound, ErrorBoundary: RouteError },
  ],
};
