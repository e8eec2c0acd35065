package dev.stretchy.verify;

import java.util.List;

/** JUnit XML for CI dashboards: one testcase per golden file, no timestamps (deterministic output). */
public final class JUnitXml {
    private JUnitXml() {}

    public static String write(String backend, List<CaseResult> results) {
        long failures = results.stream().filter(r -> r.status() == CaseResult.Status.FAIL).count();
        long errors = results.stream().filter(r -> r.status() == CaseResult.Status.ERROR
                || r.status() == CaseResult.Status.MALFORMED).count();
        long skipped = results.stream().filter(r -> r.status() == CaseResult.Status.SKIP).count();
        StringBuilder sb = new StringBuilder("<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n");
        String suite = "stretchy-verify." + backend;
        sb.append("<testsuites>\n");
        sb.append("  <testsuite name=\"").append(esc(suite)).append("\" tests=\"").append(results.size())
                .append("\" failures=\"").append(failures).append("\" errors=\"").append(errors)
                .append("\" skipped=\"").append(skipped).append("\">\n");
        for (CaseResult r : results) {
            String cls = "golden." + (r.kernel().isEmpty() ? "unreadable" : r.kernel());
            sb.append("    <testcase classname=\"").append(esc(cls)).append("\" name=\"").append(esc(r.name()))
                    .append("\" file=\"").append(esc(r.file())).append("\"");
            switch (r.status()) {
                case PASS -> sb.append(">\n      <system-out>").append(esc(summary(r))).append("</system-out>\n    </testcase>\n");
                case FAIL -> sb.append(">\n      <failure message=\"").append(esc(r.message())).append("\">")
                        .append(esc(r.where())).append("</failure>\n    </testcase>\n");
                case ERROR, MALFORMED -> sb.append(">\n      <error message=\"").append(esc(r.message())).append("\"/>\n    </testcase>\n");
                case SKIP -> sb.append(">\n      <skipped message=\"").append(esc(r.message())).append("\"/>\n    </testcase>\n");
            }
        }
        sb.append("  </testsuite>\n</testsuites>\n");
        return sb.toString();
    }

    static String summary(CaseResult r) {
        return "worst " + Comparison.fmt(r.worst()) + " of tolerance at " + r.where() + " (" + r.compared() + " values)";
    }

    private static String esc(String s) {
        StringBuilder b = new StringBuilder();
        for (char c : s.toCharArray()) {
            switch (c) {
                case '&' -> b.append("&amp;");
                case '<' -> b.append("&lt;");
                case '>' -> b.append("&gt;");
                case '"' -> b.append("&quot;");
                default -> {
                    if (c < 0x20 && c != '\n' && c != '\t') b.append(' ');
                    else b.append(c);
                }
            }
        }
        return b.toString();
    }
}
