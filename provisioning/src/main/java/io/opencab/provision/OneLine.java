package io.opencab.provision;

import io.opencab.app.cli.ControlChars;

/**
 * Text from the command line or a file shown in a one-line message: a control character (a newline above all) would
 * break the line, so it is shown escaped, and a configuration key or value holding one is refused (a configuration
 * value is one line of text; docs/configuration.md).
 */
final class OneLine {
    private OneLine() {
    }

    /** {@code s} in double quotes with its control characters escaped ({@code "A\nB"}). */
    static String quoted(String s) {
        return "\"" + escaped(s) + "\"";
    }

    /** {@code s} with its control characters escaped as {@code \n}, {@code \r}, {@code \t} or {@code \}{@code u00XX}. */
    static String escaped(String s) {
        return ControlChars.escaped(s);
    }

    static boolean hasControl(String s) {
        return ControlChars.present(s);
    }

    /**
     * Refuses a configuration key or value with a control character, naming the key and showing both escaped: the
     * value could only have come from a mistake (a pasted line break), and echoed raw it would split the message.
     */
    static void requireConfigText(String key, String value) {
        if (hasControl(key)) {
            throw new ProvisionException("the configuration key " + quoted(key) + " holds a control character;"
                + " a key is one word of docs/configuration.md");
        }
        if (value != null && hasControl(value)) {
            throw new ProvisionException(key + ": the value " + quoted(value) + " holds a control character;"
                + " a configuration value is one line of text");
        }
    }
}
