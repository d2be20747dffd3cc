import { Route, Routes, useLocation } from "react-router";
import { UserScope } from "@/features/auth/session";
import NotFoundPage from "@/routes/NotFoundPage";
import { Layout } from "./Layout";
import { PAGE_MODULES, pageComponent } from "./pageModules";
import { RouteErrorBoundary } from "./RouteError";

export { PAGE_MODULES };

/** A route's page, rendered once its module has loaded (Layout's Suspense waits for it). */
function Page({ path }: { path: string }) {
  const Component = pageComponent(path);
  return <Component />;
}

/** Every route of the app, inside the shared layout; the browser's and the prerender's. */
export function AppRoutes() {
  const { pathname } = useLocation();
  return (
    <RouteErrorBoundary pathname={pathname}>
      <UserScope>
        <Routes>
          <Route element={<Layout />}>
            {Object.keys(PAGE_MODULES).map((path) => (
              <Route key={path} path={path} caseSensitive element={<Page path={path} />} />
            ))}
            <Route path="*" element={<NotFoundPage />} />
          </Route>
        </Routes>
      </UserScope>
    </RouteErrorBoundary>
  );
}
