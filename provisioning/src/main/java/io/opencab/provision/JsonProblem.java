package io.opencab.provision;

import java.util.Locale;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * What is wrong with a damaged JSON file, in a few words for a one-line refusal. Jackson's own message spans lines,
 * repeats a redacted source ("at [Source: REDACTED ...]") and speaks of its tokens ("VALUE_STRING"); the line and
 * column are said by the caller.
 */
final class JsonProblem {
    private static final Pattern CHARACTER = Pattern.compile("^Unexpected character \\('(.)' \\(code \\d+\\)\\)");
    private static final Pattern CONTROL = Pattern.compile("\\(\\(CTRL-CHAR, code (\\d+)\\)\\)");
    private static final Pattern TOKEN = Pattern.compile("^Unrecognized token '(.*)': was expecting");

    private JsonProblem() {
    }

    /** Jackson's message without its location (its {@code getOriginalMessage()}) in plain words. */
    static String describe(String original) {
        String m = original == null ? "" : original.lines().findFirst().orElse("").strip();
        if (m.startsWith("Unexpected end-of-input")) {
            return "unexpected end of input" + (m.contains("close marker for Object") ? ": an object is not closed"
                : m.contains("close marker for Array") ? ": an array is not closed" : "");
        }
        Matcher c = CHARACTER.matcher(m);
        if (c.find()) {
            return "unexpected character " + OneLine.quoted(c.group(1)).replace('"', '\'');
        }
        Matcher control = CONTROL.matcher(m);
        if (control.find()) {
            return "unexpected control character (code " + control.group(1) + ")";
        }
        Matcher token = TOKEN.matcher(m);
        if (token.find()) {
            return "unexpected word " + OneLine.quoted(token.group(1)).replace('"', '\'');
        }
        // Anything else: Jackson's first clause, without a nested location, lines and control characters escaped.
        m = m.replaceAll("\\s*\\(start marker at \\[Source:.*?; line: \\d+, column: \\d+\\]\\)", "");
        int cut = m.indexOf(": was expecting");
        m = cut > 0 ? m.substring(0, cut) : m;
        m = OneLine.escaped(m);
        return m.isEmpty() ? "malformed" : m.substring(0, 1).toLowerCase(Locale.ROOT) + m.substring(1);
    }
}
