import { Link } from "react-router";
import { buttonClasses } from "@/components/Button";
import { Container, PageHeader } from "@/components/PageHeader";
import { AccountDataCard } from "@/features/account/AccountDataCard";
import { ProfileCard } from "@/features/account/ProfileCard";
import { BillingCard } from "@/features/billing/BillingCard";
import { greeting } from "@/features/auth/greeting";
import { useSession } from "@/features/auth/session";

export default function AccountPage() {
  const { status, profile } = useSession();

  return (
    <Container size="md">
      <div className="flex flex-col gap-8">
        <PageHeader title="Account">{status === "signedIn" ? <p>{greeting(profile)}. Manage your profile here.</p> : null}</PageHeader>

        {status === "loading" ? (
          <div className="surface-card h-96 animate-pulse" aria-busy="true" aria-label="Loading your account" role="status" />
        ) : status === "signedIn" && profile ? (
          <>
            <ProfileCard profile={profile} />
            <BillingCard />
            <AccountDataCard profile={profile} />
          </>
        ) : (
          <section className="surface-card flex flex-col items-start gap-4 p-6 sm:p-8" aria-labelledby="guest-heading">
            <h2 id="guest-heading" className="text-xl font-semibold text-fg">
              You’re not signed in
            </h2>
            <p className="text-muted">Please sign in to see your profile and billing.</p>
            <Link to="/login" className={buttonClasses("primary", "md")}>
              Sign in
            </Link>
          </section>
        )}
      </div>
    </Container>
  );
}
