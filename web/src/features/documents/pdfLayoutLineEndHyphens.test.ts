import { describe, expect, it } from "vitest";
import { layoutText, type LayoutItem } from "./pdfLayout";
import { BROKEN_AT, resolveLineEndHyphens } from "./pdfLayoutLineEndHyphens";

const at = (str: string, x: number, y: number): LayoutItem => ({ str, x, y, width: str.length * 5, size: 10 });
const broken = (left: string, right: string, rest = "") => resolveLineEndHyphens(`${rest}${left}${BROKEN_AT}${right}`.trim());

describe("resolveLineEndHyphens", () => {
  it("makes a word the typesetter broke between syllables one word again", () => {
    expect(broken("submis", "sions).")).toBe("submissions).");
    expect(broken("oper", "ation")).toBe("operation");
    expect(broken("Kafka, Red", "panda,")).toBe("Kafka, Redpanda,");
    expect(broken("man", "agement.")).toBe("management.");
    expect(broken("frame", "work")).toBe("framework");
    // A known first word of a compound, over a part that is only a word's ending.
    expect(broken("open", "ing")).toBe("opening");
    expect(broken("state", "ments")).toBe("statements");
  });

  it("keeps the hyphen of a compound broken at its own hyphen", () => {
    expect(broken("double", "entry")).toBe("double-entry");
    expect(broken("cross", "functional")).toBe("cross-functional");
    expect(broken("event", "driven")).toBe("event-driven");
    expect(broken("set", "top")).toBe("set-top");
    // Parts shorter than a typesetter leaves, or a compound already hyphenated.
    expect(broken("hands", "on")).toBe("hands-on");
    expect(broken("e", "mail")).toBe("e-mail");
    expect(broken("end-to", "end")).toBe("end-to-end");
  });

  it("reads no compound where the first part is a plain word's first syllable", () => {
    expect(broken("re", "sources")).toBe("resources");
    expect(broken("out", "bound")).toBe("outbound");
    expect(broken("ob", "served")).toBe("observed");
  });

  it("lets the document settle a word it writes elsewhere, whole or hyphenated", () => {
    expect(resolveLineEndHyphens(`Ran the multi${BROKEN_AT}tenant cluster. Multitenant by design.`)).toBe("Ran the multitenant cluster. Multitenant by design.");
    expect(resolveLineEndHyphens(`Wrote the ledger${BROKEN_AT}sync job. The ledger-sync job runs nightly.`)).toBe("Wrote the ledger-sync job. The ledger-sync job runs nightly.");
  });

  it("keeps a link's or a handle's hyphen, which was typed", () => {
    expect(broken("linkedin.com/in/marta", "quill")).toBe("linkedin.com/in/marta-quill");
    expect(broken("github.com/mq", "ops")).toBe("github.com/mq-ops");
  });
});

describe("a row ending in a hyphen over a row in lower case", () => {
  it("joins on as one word where the typesetter broke it, and as a compound where the compound was broken", () => {
    const text = layoutText([
      {
        width: 612,
        items: [
          at("•", 50, 700),
          at("Co-authored a paper on ranking accepted at a workshop (top 8% of all the submis-", 58, 700),
          at("sions), and rebuilt the ledger that the finance team keeps all of its double-", 58, 688),
          at("entry books in for the close.", 58, 676),
        ],
      },
    ]);
    expect(text).toBe(
      "• Co-authored a paper on ranking accepted at a workshop (top 8% of all the submissions), and rebuilt the ledger that the finance team keeps all of its double-entry books in for the close.",
    );
  });
});
