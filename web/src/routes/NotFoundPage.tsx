import { Link } from "react-router";
import { buttonClasses } from "@/components/Button";
import { Container } from "@/components/PageHeader";

export const NOT_FOUND_MESSAGE = "Sorry, we couldn’t find the page you were looking for.";

export default function NotFoundPage() {
  return (
    <Container size="sm">
      <div className="flex flex-col items-center gap-6 py-10 text-center">
        <p className="font-mono text-sm font-semibold text-accent-fg">404</p>
        <h1 className="text-3xl font-semibold tracking-tight text-fg sm:text-4xl">Page Not Found</h1>
        <p className="text-lg text-muted">{NOT_FOUND_MESSAGE}</p>
        <Link to="/" className={buttonClasses("primary", "lg")}>
          Go back home
        </Link>
      </div>
    </Container>
  );
}
