import { GeneratorPage } from "@/features/generator/GeneratorPage";
import { pitchDeckConfig } from "@/features/generator/kinds";

export default function PitchDeckPage() {
  return <GeneratorPage config={pitchDeckConfig} />;
}
