package io.opencab.provision;

import java.io.IOException;
import java.io.Reader;
import java.nio.charset.StandardCharsets;
import java.nio.file.AtomicMoveNotSupportedException;
import java.nio.file.Files;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.util.Map;
import java.util.Properties;
import java.util.TreeMap;

/** Reads and writes configuration files (docs/configuration.md) whole; writes are atomic. */
final class ConfigText {
    private ConfigText() {
    }

    /** The file's keys and stripped values, sorted. */
    static Map<String, String> read(Path file) {
        Properties p = new Properties();
        try (Reader r = Files.newBufferedReader(file, StandardCharsets.UTF_8)) {
            p.load(r);
        } catch (NoSuchFileException e) {
            throw new ProvisionException("no configuration file at " + file.toAbsolutePath());
        } catch (IOException | IllegalArgumentException e) {
            throw new ProvisionException("cannot read " + file.toAbsolutePath() + ": " + e.getMessage(), e);
        }
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

    /** Writes beside {@code file}, then moves it into place: a power cut leaves the old or the new file. */
    static void writeAtomically(Path file, String text) {
        Path tmp = file.resolveSibling(file.getFileName() + ".new");
        try {
            Files.writeString(tmp, text, StandardCharsets.UTF_8);
            try {
                Files.move(tmp, file, StandardCopyOption.REPLACE_EXISTING, StandardCopyOption.ATOMIC_MOVE);
            } catch (AtomicMoveNotSupportedException e) {
                Files.move(tmp, file, StandardCopyOption.REPLACE_EXISTING);
            }
        } catch (IOException e) {
            try {
                Files.deleteIfExists(tmp);
            } catch (IOException ignored) {
                // the original error is the one to report
            }
            throw new ProvisionException("cannot write " + file + ": " + e, e);
        }
    }

    private static String escape(String v) {
        StringBuilder b = new StringBuilder();
        for (int i = 0; i < v.length(); i++) {
            char c = v.charAt(i);
            switch (c) {
                case '\\' -> b.append("\\\\");
                case '\n' -> b.append("\\n");
                case '\r' -> b.append("\\r");
                case '\t' -> b.append("\\t");
                default -> {
                    if (c < 0x20) {
                        b.append(String.format("\\u%04x", (int) c));
                    } else {
                        b.append(c);
                    }
                }
            }
        }
        return b.toString();
    }
}
