package io.opencab.provision;

import io.opencab.app.cli.ControlChars;
import io.opencab.app.config.ConfigFile;
import io.opencab.app.config.PrivateFiles;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Map;
import java.util.Properties;
import java.util.TreeMap;

/** Reads and writes configuration files (docs/configuration.md) whole; writes are atomic. */
final class ConfigText {
    private ConfigText() {
    }

    /** The file's keys and stripped values, sorted ({@link ConfigFile#read}: UTF-8, a key given twice is refused). */
    static Map<String, String> read(Path file) {
        Properties p = ConfigFile.read(file);
        Map<String, String> m = new TreeMap<>();
        for (String k : p.stringPropertyNames()) {
            m.put(k, p.getProperty(k).strip());
        }
        return m;
    }

    static Properties properties(Map<String, String> values) {
        Properties p = new Properties();
        values.forEach(p::setProperty);
        return p;
    }

    /** The text of a configuration file: a comment, then {@code key = value} lines in key order. */
    static String text(Map<String, String> values, String comment) {
        StringBuilder b = new StringBuilder();
        for (String line : comment.split("\n")) {
            b.append("# ").append(line).append('\n');
        }
        new TreeMap<>(values).forEach((k, v) -> b.append(k).append(" = ").append(escape(v)).append('\n'));
        return b.toString();
    }

    /**
     * Writes beside {@code file}, then moves it into place: a power cut leaves the old or the new file. The
     * file is its owner's only ({@code rw-------}, {@link PrivateFiles}): it holds the PIN hashes.
     */
    static void writeAtomically(Path file, String text) {
        try {
            PrivateFiles.replace(file, text);
        } catch (IOException e) {
            throw new ProvisionException("cannot write " + file + ": " + FileProblem.of(file, e), e);
        }
    }

    /** A value as a properties file writes it: its backslashes doubled, its control characters escaped. */
    private static String escape(String v) {
        return ControlChars.escaped(v.replace("\\", "\\\\"));
    }
}
