import { GeneratorPlaceholder } from "@/features/generator/GeneratorPlaceholder";

export default function ColdEmailPage() {
  return (
    <GeneratorPlaceholder
      title="Cold Email Generator"
      intro="Draft a short, specific cold email — subject, opener, offer and call to action — and see a quality score as you write."
      fields={["Your name", "Recipient", "Icebreaker", "Offer", "Goal", "Tone", "Call to action"]}
      preview="Your email with its subject line and a quality score from 0 to 100."
    />
  );
}
