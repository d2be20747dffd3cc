import { GeneratorPage } from "@/features/generator/GeneratorPage";
import { coldEmailConfig } from "@/features/generator/kinds";

export default function ColdEmailPage() {
  return <GeneratorPage config={coldEmailConfig} />;
}
