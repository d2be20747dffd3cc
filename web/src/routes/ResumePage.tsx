import { GeneratorPlaceholder } from "@/features/generator/GeneratorPlaceholder";

export default function ResumePage() {
  return (
    <GeneratorPlaceholder
      title="Resume Generator"
      intro="Fill in your experience on the left and watch a clean, well-structured resume take shape on the right. Copy it, or download it as a PDF with real, selectable text."
      fields={["Name and job title", "Contact details", "Skills", "Summary", "Experience", "Projects", "Education", "Certifications (optional)"]}
      preview="Your resume, laid out in the template you choose, updating as you type."
    />
  );
}
