package dev.stretchy.spec;

/** Text from a file quoted back in a message: escaped (no raw newlines or terminal escapes) and cut to a readable length. */
public final class Echo {
    static final int LIMIT = 80;

    private Echo() {}

    /** {@code s} in double quotes, escaped, at most ~80 characters of it. */
    public static String quote(String s) {
        return "\"" + escape(s, LIMIT) + "\"" + (s.length() > LIMIT ? "... (" + s.length() + " characters)" : "");
    }

    /** {@code s} with control characters, quotes and backslashes escaped, cut after {@code limit} characters. */
    public static String escape(String s, int limit) {
        StringBuilder b = new StringBuilder();
        int n = Math.min(s.length(), limit);
        for (int i = 0; i < n; i++) {
            char c = s.charAt(i);
            switch (c) {
                case '"' -> b.append("\\\"");
                case '\\' -> b.append("\\\\");
                case '\n' -> b.append("\\n");
                case '\r' -> b.append("\\r");
                case '\t' -> b.append("\\t");
                default -> {
                    if (c < 0x20 || (c >= 0x7f && c < 0xa0) || c == '\u2028' || c == '\u2029') {
                        b.append(String.format("\\u%04x", (int) c));
                    } else {
                        b.append(c);
                    }
                }
            }
        }
        return b.toString();
    }

    /** {@code s} escaped but unquoted (quotes kept as they are), for names and paths; cut after {@code limit}. */
    public static String plain(String s, int limit) {
        String e = escape(s, limit).replace("\\\"", "\"").replace("\\\\", "\\");
        return s.length() > limit ? e + "..." : e;
    }
}
