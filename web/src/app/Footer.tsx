import { Link } from "react-router";

export function Footer() {
  return (
    <footer className="border-t border-line">
      <div className="mx-auto flex max-w-7xl flex-col gap-4 px-4 py-8 text-sm text-muted sm:flex-row sm:items-center sm:justify-between sm:px-6">
        <p>© {new Date().getFullYear()} Draftsmith. Every output is a draft — review it before you send it.</p>
        <nav aria-label="Legal" className="flex gap-4">
          <Link to="/privacy" className="rounded-sm hover:text-fg hover:underline">
            Privacy
          </Link>
          <Link to="/liability" className="rounded-sm hover:text-fg hover:underline">
            Liability
          </Link>
        </nav>
      </div>
    </footer>
  );
}
