import { GeneratorPage } from "@/features/generator/GeneratorPage";
import { resumeConfig } from "@/features/generator/kinds";

export default function ResumePage() {
  return <GeneratorPage config={resumeConfig} />;
}
