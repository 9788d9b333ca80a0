package io.opencab.app.cli;

/**
 * Text from the command line or a file shown in a one-line message: a control character (a newline above all) would
 * break the line, and an escape sequence would act on the technician's terminal, so it is shown escaped.
 */
public final class ControlChars {
    private ControlChars() {
    }

    /** {@code s} with its control characters escaped as {@code \n}, {@code \r}, {@code \t} or {@code \}{@code u00XX}. */
    public static String escaped(String s) {
        if (s == null || !present(s)) {
            return s;
        }
        StringBuilder b = new StringBuilder(s.length() + 8);
        for (int i = 0; i < s.length(); i++) {
            char c = s.charAt(i);
            switch (c) {
                case '\n' -> b.append("\\n");
                case '\r' -> b.append("\\r");
                case '\t' -> b.append("\\t");
                default -> {
                    if (Character.isISOControl(c)) {
                        b.append(String.format("\\u%04x", (int) c));
                    } else {
                        b.append(c);
                    }
                }
            }
        }
        return b.toString();
    }

    /** Whether {@code s} holds a control character. */
    public static boolean present(String s) {
        return s.chars().anyMatch(Character::isISOControl);
    }
}
