import { GeneratorPage } from "@/features/generator/GeneratorPage";
import { coverLetterConfig } from "@/features/generator/kinds";

export default function CoverLetterPage() {
  return <GeneratorPage config={coverLetterConfig} />;
}
