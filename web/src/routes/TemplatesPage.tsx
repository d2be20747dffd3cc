import { Badge } from "@/components/Badge";
import { Container, PageHeader } from "@/components/PageHeader";
import { TemplateGallery } from "@/features/templates/TemplateGallery";

export default function TemplatesPage() {
  return (
    <Container>
      <div className="flex flex-col gap-10">
        <PageHeader eyebrow={<Badge tone="accent">More coming soon</Badge>} title="Templates">
          <p>
            Start from a proven structure: pick a template and its generator opens with the look set and the first words written for you. More
            templates for every kind of document are coming soon.
          </p>
        </PageHeader>
        <TemplateGallery />
      </div>
    </Container>
  );
}
