import { Link } from "react-router";
import { Badge } from "@/components/Badge";
import { Container, PageHeader } from "@/components/PageHeader";

export default function TemplatesPage() {
  return (
    <Container>
      <div className="flex flex-col gap-10">
        <PageHeader eyebrow={<Badge tone="accent">Coming soon</Badge>} title="Templates">
          <p>Templates are coming soon: ready-made starting points for resumes, cover letters, cold emails and pitch decks.</p>
        </PageHeader>
        <div className="surface-card flex flex-col gap-3 p-6 sm:p-8">
          <h2 className="text-lg font-semibold text-fg">In the meantime</h2>
          <p className="text-muted">
            Every generator starts from the Default template. Head to the{" "}
            <Link to="/" className="text-link">
              resume generator
            </Link>{" "}
            or the{" "}
            <Link to="/cover-letter" className="text-link">
              cover letter generator
            </Link>{" "}
            to see what is on the way.
          </p>
        </div>
      </div>
    </Container>
  );
}
