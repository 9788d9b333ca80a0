package io.opencab.app.config;

import io.opencab.app.AppException;
import io.opencab.engine.game.GameCatalog;
import java.io.IOException;
import java.io.StringReader;
import java.nio.file.Files;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Properties;

/**
 * Reads configuration files ({@link #read}: UTF-8, a key given twice is an error) and changes one
 * key of one in place ({@link #set}): the whole configuration with the change must pass
 * {@link CabinetConfig#parse} first, comments and order are kept, and the file is replaced
 * atomically (written beside it, then moved), so a power cut leaves the old or the new file. What
 * it writes is its owner's only ({@link PrivateFiles}).
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
            lines = Utf8Text.decode(Files.readAllBytes(file), why -> new ConfigException("file", file.getFileName() + " " + why))
                .lines().toList();
        } catch (IOException e) {
            throw new AppException("cannot read " + file + ": " + IoReason.of(e), e);
        }
        List<String> out = new ArrayList<>();
        boolean replaced = false;
        boolean continued = false;
        boolean skipping = false;
        for (String line : lines) {
            String k = continued ? "" : unescapeKey(keyOf(line));
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
        Properties p = properties(file, text); // another key set twice is still refused
        CabinetConfig.parse(p, catalog, file.toAbsolutePath().getParent());
        try {
            PrivateFiles.replace(file, text);
        } catch (IOException e) {
            throw new AppException("cannot write " + file + ": " + IoReason.of(e), e);
        }
        return key + " saved in " + file.getFileName() + "; it takes effect at the next start";
    }

    /**
     * Reads the configuration file {@code file}: UTF-8 text in {@code java.util.Properties} syntax, where
     * a key given twice is an error naming the key and both lines (Properties would keep the last silently).
     *
     * @throws ConfigException for key "file" when it cannot be read or its path is empty, or for the key given twice
     */
    public static Properties read(Path file) {
        if (file.toString().isEmpty()) {
            // Path.of("") is the working directory: an empty --config (or $OPENCAB_CONFIG="") read it and said
            // "is a directory", or worse, resolved a relative store.path against wherever the command was started.
            throw new ConfigException("file", "the configuration file's path is empty: name the file");
        }
        byte[] bytes;
        try {
            bytes = Files.readAllBytes(file);
        } catch (NoSuchFileException e) {
            throw new ConfigException("file", "no configuration file at " + file.toAbsolutePath());
        } catch (IOException e) {
            throw new ConfigException("file", "cannot read " + file.toAbsolutePath() + ": " + IoReason.of(e), e);
        }
        return properties(file, Utf8Text.decode(bytes, why -> new ConfigException("file", file.getFileName() + " " + why)));
    }

    /** The properties of {@code text} (read from {@code file}); a key given twice is refused as in {@link #read}. */
    static Properties properties(Path file, String text) {
        refuseDuplicates(text);
        Properties p = new Properties();
        try {
            p.load(new StringReader(text));
        } catch (IOException | IllegalArgumentException e) {
            throw new ConfigException("file", "cannot read " + file.toAbsolutePath() + ": " + e.getMessage(), e);
        }
        return p;
    }

    /**
     * Throws when a key is given twice: "hal.bill: set twice, lines 12 and 30". Walks the logical lines the
     * way Properties does (a value continued by a trailing backslash goes on, a comment never continues),
     * takes each one's key with {@link #keyOf} and unescapes it as Properties would ({@code hal\.bill} is
     * {@code hal.bill}).
     */
    static void refuseDuplicates(String text) {
        List<String> lines = text.lines().toList();
        Map<String, Integer> first = new HashMap<>();
        int i = 0;
        while (i < lines.size()) {
            int start = i + 1;
            String line = lines.get(i);
            StringBuilder logical = new StringBuilder(line);
            boolean more = endsInContinuation(line, false);
            while (more && i + 1 < lines.size()) {
                logical.setLength(logical.length() - 1);
                String next = lines.get(++i);
                logical.append(next.stripLeading());
                more = endsInContinuation(next, true);
            }
            i++;
            String key = unescapeKey(keyOf(logical.toString()));
            if (!key.isEmpty()) {
                Integer before = first.putIfAbsent(key, start);
                if (before != null) {
                    throw new ConfigException(key, "set twice, lines " + before + " and " + start);
                }
            }
        }
    }

    /** A key as written ({@link #keyOf}) as Properties reads it, its backslash escapes undone. */
    private static String unescapeKey(String raw) {
        if (raw.indexOf('\\') < 0) {
            return raw;
        }
        Properties one = new Properties();
        try {
            one.load(new StringReader(raw));
        } catch (IOException | IllegalArgumentException e) {
            return raw; // malformed (a bad unicode escape): loading the whole file reports it
        }
        return one.size() == 1 ? one.stringPropertyNames().iterator().next() : raw;
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
