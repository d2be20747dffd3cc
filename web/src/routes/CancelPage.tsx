import { Link } from "react-router";
import { buttonClasses } from "@/components/Button";
import { Container } from "@/components/PageHeader";

export default function CancelPage() {
  return (
    <Container size="sm">
      <div className="surface-card flex flex-col items-center gap-6 p-8 text-center">
        <span className="flex size-12 items-center justify-center rounded-full bg-raised text-muted" aria-hidden="true">
          <svg viewBox="0 0 24 24" className="size-6" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round">
            <path d="M6 6l12 12M18 6L6 18" />
          </svg>
        </span>
        <div className="flex flex-col gap-2">
          <h1 className="text-2xl font-semibold tracking-tight text-fg">Checkout cancelled</h1>
          <p className="text-muted">No charges were made</p>
        </div>
        <div className="flex w-full flex-col gap-3 sm:flex-row">
          <Link to="/account" className={buttonClasses("primary", "md", "sm:flex-1")}>
            Go to Account
          </Link>
          <Link to="/" className={buttonClasses("secondary", "md", "sm:flex-1")}>
            Back to the App
          </Link>
        </div>
      </div>
    </Container>
  );
}
