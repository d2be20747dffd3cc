import { GeneratorPlaceholder } from "@/features/generator/GeneratorPlaceholder";

export default function CoverLetterPage() {
  return (
    <GeneratorPlaceholder
      title="Cover Letter Generator"
      intro="Tell Draftsmith about the role and your background, pick a tone, and get a tailored cover letter you can polish and send."
      fields={["Your name", "Contact info", "Job title", "Company", "Your background", "Tone", "Greeting and closing", "Signature"]}
      preview="Your letter, with greeting, body and closing, updating as you type."
    />
  );
}
