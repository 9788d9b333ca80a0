package io.opencab.app.config;

import io.opencab.app.AppException;
import io.opencab.engine.game.GameCatalog;
import java.io.IOException;
import java.io.StringReader;
import java.nio.charset.StandardCharsets;
import java.nio.file.AtomicMoveNotSupportedException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.util.ArrayList;
import java.util.List;
import java.util.Properties;

/**
 * Changes one key of a configuration file in place: the whole configuration with the change must
 * pass {@link CabinetConfig#parse} first, comments and order are kept, and the file is replaced
 * atomically (written beside it, then moved), so a power cut leaves the old or the new file.
 */
public final class ConfigFile {
    private ConfigFile() {
    }

    /**
     * Sets {@code key=value} in {@code file} after validating the result; returns a message.
     *
     * @throws ConfigException when the value or the resulting configuration is invalid (the file is untouched)
     */
    public static String set(Path file, String key, String value, GameCatalog catalog) {
        CabinetConfig.validate(key, value, catalog);
        List<String> lines;
        try {
            lines = Utf8Text.decode(file, Files.readAllBytes(file)).lines().toList();
        } catch (IOException e) {
            throw new AppException("cannot read " + file + ": " + e.getMessage(), e);
        }
        List<String> out = new ArrayList<>();
        boolean replaced = false;
        boolean continued = false;
        boolean skipping = false;
        for (String line : lines) {
            String k = continued ? "" : keyOf(line);
            boolean nextContinued = endsInContinuation(line, continued);
            if (continued && skipping) {
                continued = nextContinued;
                continue; // the rest of a replaced or dropped multi-line value
            }
            continued = nextContinued;
            skipping = false;
            if (k.equals(key)) {
                if (!replaced) {
                    out.add(key + "=" + escape(value));
                    replaced = true;
                }
                skipping = true; // a later duplicate would win in Properties: drop it too
            } else {
                out.add(line);
            }
        }
        if (!replaced) {
            out.add(key + "=" + escape(value));
        }
        String text = String.join("\n", out) + "\n";
        Properties p = new Properties();
        try {
            p.load(new StringReader(text));
        } catch (IOException e) {
            throw new AppException("cannot re-read the changed configuration: " + e.getMessage(), e);
        }
        CabinetConfig.parse(p, catalog, file.toAbsolutePath().getParent());
        Path tmp = file.resolveSibling(file.getFileName() + ".new");
        try {
            Files.writeString(tmp, text, StandardCharsets.UTF_8);
            try {
                Files.move(tmp, file, StandardCopyOption.REPLACE_EXISTING, StandardCopyOption.ATOMIC_MOVE);
            } catch (AtomicMoveNotSupportedException e) {
                Files.move(tmp, file, StandardCopyOption.REPLACE_EXISTING);
            }
        } catch (IOException e) {
            throw new AppException("cannot write " + file + ": " + e.getMessage(), e);
        }
        return key + " saved in " + file.getFileName() + "; it takes effect at the next start";
    }

    /** True when the next line continues this one's value (odd trailing backslashes; comments never continue). */
    private static boolean endsInContinuation(String line, boolean continued) {
        int n = 0;
        for (int i = line.length() - 1; i >= 0 && line.charAt(i) == '\\'; i--) {
            n++;
        }
        String t = line.stripLeading();
        boolean comment = !continued && (t.startsWith("#") || t.startsWith("!"));
        return n % 2 == 1 && !comment;
    }

    /** The key of a properties line, or "" for comments and blank lines. */
    static String keyOf(String line) {
        String t = line.stripLeading();
        if (t.isEmpty() || t.startsWith("#") || t.startsWith("!")) {
            return "";
        }
        int end = 0;
        while (end < t.length() && "=: \t".indexOf(t.charAt(end)) < 0) {
            if (t.charAt(end) == '\\') {
                end++;
            }
            end++;
        }
        return t.substring(0, Math.min(end, t.length()));
    }

    private static String escape(String v) {
        StringBuilder b = new StringBuilder();
        for (char c : v.toCharArray()) {
            switch (c) {
                case '\\' -> b.append("\\\\");
                case '\n' -> b.append("\\n");
                case '\r' -> b.append("\\r");
                default -> b.append(c);
            }
        }
        return b.toString();
    }
}
