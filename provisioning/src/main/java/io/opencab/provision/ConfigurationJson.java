package io.opencab.provision;

import com.fasterxml.jackson.core.JsonFactory;
import com.fasterxml.jackson.core.JsonLocation;
import com.fasterxml.jackson.core.JsonParser;
import com.fasterxml.jackson.core.JsonToken;
import com.fasterxml.jackson.core.exc.StreamReadException;
import io.opencab.app.config.Utf8Text;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Instant;
import java.time.format.DateTimeParseException;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;

/**
 * The {@code configuration.json} of an export (docs/export.md) as {@code provision import} reads it: every part is
 * checked, since a part read past unchecked is a part a technician believes was applied. The header says where the
 * configuration came from (cabinet, meter store, denomination, time), the {@code values} what it is; anything else,
 * a field given twice, or content after the object is refused, naming it.
 *
 * @param values the configuration's keys and values (PINs as {@code (set <fingerprint>)})
 */
record ConfigurationJson(String cabinetId, String storeId, long denominationCents, Instant exportedAt,
                         Map<String, String> values) {
    static final String FORMAT = "opencab-configuration-1";
    /** The fields of the object, in the order export writes them. */
    static final List<String> FIELDS = List.of("format", "cabinetId", "storeId", "denominationCents", "exportedAt",
        "values");

    /** Reads and checks {@code f}; every refusal is one line naming {@code f} and the field at fault. */
    static ConfigurationJson read(Path f) {
        String text = text(f);
        try (JsonParser p = new JsonFactory().createParser(text)) {
            return new Reader(f, p).read();
        } catch (StreamReadException e) {
            throw new ProvisionException(invalid(f, e.getLocation(), JsonProblem.describe(e.getOriginalMessage())), e);
        } catch (IOException e) {
            throw new ProvisionException("cannot read " + f + ": " + FileProblem.of(f, e), e);
        }
    }

    private static String text(Path f) {
        byte[] bytes;
        try {
            bytes = Files.readAllBytes(f);
        } catch (IOException e) {
            throw new ProvisionException("cannot read " + f + ": " + FileProblem.of(f, e), e);
        }
        // JSON is UTF-8 (RFC 8259) without a byte-order mark: decoded here as the configuration file is, so random
        // bytes are not guessed to be UTF-16 and a mark is named, not reported by the parser as "unexpected character".
        return Utf8Text.decode(bytes, why -> new ProvisionException(f + " " + why));
    }

    static String invalid(Path f, JsonLocation at, String what) {
        return f + " is not valid JSON (" + (at == null || at.getLineNr() < 1 ? "" : "line " + at.getLineNr()
            + ", column " + at.getColumnNr() + ": ") + what + ")";
    }

    /** One pass over the parser's tokens. */
    private static final class Reader {
        private final Path f;
        private final JsonParser p;
        private final Set<String> seen = new LinkedHashSet<>();
        private String format;
        private String cabinetId;
        private String storeId;
        private Long denomination;
        private Instant exportedAt;
        private Map<String, String> values;
        private String unknown;

        Reader(Path f, JsonParser p) {
            this.f = f;
            this.p = p;
        }

        ConfigurationJson read() throws IOException {
            if (p.nextToken() != JsonToken.START_OBJECT) {
                throw refuse("not a JSON object (a configuration.json is one object: {\"format\": \"" + FORMAT
                    + "\", ...})");
            }
            while (p.nextToken() == JsonToken.FIELD_NAME) {
                String name = p.currentName();
                int line = p.currentLocation().getLineNr();
                if (!seen.add(name)) {
                    throw refuse(OneLine.quoted(name) + " is given twice (line " + line + ")");
                }
                field(name, p.nextToken(), line);
            }
            JsonLocation end = p.currentLocation();
            trailing(end);
            if (!FORMAT.equals(format)) {
                throw refuse("\"format\" must be \"" + FORMAT + "\" (a configuration.json from provision export), got "
                    + (format == null ? "none" : OneLine.quoted(format)));
            }
            if (unknown != null) {
                throw refuse(unknown);
            }
            List<String> missing = FIELDS.stream().filter(n -> !seen.contains(n)).map(n -> "\"" + n + "\"").toList();
            if (!missing.isEmpty()) {
                throw refuse(String.join(", ", missing) + (missing.size() == 1 ? " is" : " are") + " missing (a"
                    + " configuration.json holds " + String.join(", ", FIELDS) + ")");
            }
            return new ConfigurationJson(cabinetId, storeId, denomination, exportedAt, values);
        }

        private void field(String name, JsonToken t, int line) throws IOException {
            switch (name) {
                case "format" -> format = string(name, t);
                case "cabinetId" -> cabinetId = string(name, t);
                case "storeId" -> storeId = string(name, t);
                case "denominationCents" -> {
                    if (t != JsonToken.VALUE_NUMBER_INT || p.getNumberType() == JsonParser.NumberType.BIG_INTEGER
                        || p.getLongValue() < 1) {
                        throw refuse("\"denominationCents\" must be a whole number of cents, got " + shown(t));
                    }
                    denomination = p.getLongValue();
                }
                case "exportedAt" -> {
                    String at = string(name, t);
                    try {
                        if (!at.endsWith("Z")) { // Instant.parse also takes an offset (+02:00): export.md says UTC
                            throw new DateTimeParseException("not UTC", at, at.length() - 1);
                        }
                        exportedAt = Instant.parse(at);
                    } catch (DateTimeParseException e) {
                        throw refuse("\"exportedAt\" must be an ISO-8601 UTC time such as 2026-11-23T11:53:58.068Z,"
                            + " got " + OneLine.quoted(at));
                    }
                }
                case "values" -> {
                    if (t != JsonToken.START_OBJECT) {
                        throw refuse("\"values\" must be an object of keys and values, got " + shown(t));
                    }
                    values = values();
                }
                default -> {
                    // Said after "format", so a meters.json given by mistake is named as the wrong file, not by its "rows".
                    if (unknown == null) {
                        unknown = "unknown field " + OneLine.quoted(name) + " (line " + line + "; a configuration.json"
                            + " holds " + String.join(", ", FIELDS) + ")";
                    }
                    p.skipChildren();
                }
            }
        }

        private Map<String, String> values() throws IOException {
            Map<String, String> out = new TreeMap<>();
            Map<String, Integer> lines = new TreeMap<>();
            while (p.nextToken() == JsonToken.FIELD_NAME) {
                String k = p.currentName();
                int line = p.currentLocation().getLineNr();
                Integer before = lines.putIfAbsent(k, line);
                if (before != null) {
                    // a JSON reader keeps the last, silently: as in a properties file, refuse it
                    throw new ProvisionException(OneLine.escaped(k) + ": set twice, lines " + before + " and " + line
                        + " of " + f);
                }
                if (p.nextToken() != JsonToken.VALUE_STRING) {
                    throw refuse("values." + OneLine.escaped(k) + " is not a string");
                }
                out.put(k, p.getText().strip());
            }
            return out;
        }

        /** Nothing may follow the object: a second object or stray text is a file put together by mistake. */
        private void trailing(JsonLocation end) throws IOException {
            JsonToken next;
            try {
                next = p.nextToken();
            } catch (StreamReadException e) {
                next = JsonToken.NOT_AVAILABLE;
            }
            if (next != null) {
                throw refuse("content after the JSON object, which ends at line " + end.getLineNr() + ", column "
                    + end.getColumnNr() + " (a configuration.json is one object)");
            }
        }

        private String string(String name, JsonToken t) throws IOException {
            if (t != JsonToken.VALUE_STRING) {
                throw refuse(OneLine.quoted(name) + " must be a string, got " + shown(t));
            }
            return p.getText();
        }

        private String shown(JsonToken t) throws IOException {
            return switch (t) {
                case START_OBJECT -> "an object";
                case START_ARRAY -> "an array";
                case VALUE_NULL -> "null";
                case VALUE_STRING -> OneLine.quoted(p.getText());
                default -> OneLine.escaped(p.getText());
            };
        }

        private ProvisionException refuse(String what) {
            return new ProvisionException(f + ": " + what);
        }
    }
}
