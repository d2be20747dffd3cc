import { Link } from "react-router";
import { buttonClasses } from "@/components/Button";
import { Container } from "@/components/PageHeader";

export default function SuccessPage() {
  return (
    <Container size="sm">
      <div className="surface-card flex flex-col items-center gap-6 p-8 text-center">
        <div className="flex flex-col gap-2">
          <h1 className="text-2xl font-semibold tracking-tight text-fg">Purchases are coming soon</h1>
          <p className="text-muted">
            This page will confirm upgrades and credit purchases once billing opens. There is nothing to finalise yet, and nothing was charged.
          </p>
        </div>
        <div className="flex w-full flex-col gap-3 sm:flex-row">
          <Link to="/account" className={buttonClasses("primary", "md", "sm:flex-1")}>
            Go to Account
          </Link>
          <Link to="/" className={buttonClasses("secondary", "md", "sm:flex-1")}>
            Start Generating
          </Link>
        </div>
      </div>
    </Container>
  );
}
