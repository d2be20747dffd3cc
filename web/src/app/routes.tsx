import type { RouteObject } from "react-router";
import NotFoundPage from "@/routes/NotFoundPage";
import { Layout } from "./Layout";
import { PAGE_MODULES } from "./pageModules";
import { RouteError } from "./RouteError";

export { PAGE_MODULES };

export const routes: RouteObject[] = [
  {
    Component: Layout,
    ErrorBoundary: RouteError,
    children: [
      ...Object.entries(PAGE_MODULES).map(
        ([path, load]): RouteObject => ({
          path,
          caseSensitive: true,
          // React Router loads the module before it renders the route, so neither the first
          // render nor a navigation shows a fallback in between.
          lazy: async () => ({ Component: (await load()).default }),
        }),
      ),
      { path: "*", Component: NotFoundPage },
    ],
  },
];
