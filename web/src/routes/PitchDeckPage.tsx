import { GeneratorPlaceholder } from "@/features/generator/GeneratorPlaceholder";

export default function PitchDeckPage() {
  return (
    <GeneratorPlaceholder
      title="Pitch Deck Generator"
      intro="Describe your product, your audience and your key points, and get a nine-section pitch deck outline, from problem to ask."
      fields={["Product", "Audience", "Key points"]}
      preview="Problem, Solution, Product, Market, Business Model, Go-To-Market, Traction, Team and Ask."
    />
  );
}
