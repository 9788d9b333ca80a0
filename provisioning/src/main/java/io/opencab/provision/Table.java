package io.opencab.provision;

import com.fasterxml.jackson.core.JsonEncoding;
import com.fasterxml.jackson.core.JsonFactory;
import com.fasterxml.jackson.core.JsonGenerator;
import io.opencab.app.config.PrivateFiles;
import java.io.IOException;
import java.io.Writer;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * One exported record set (docs/export.md): named columns and rows, written as CSV (RFC 4180,
 * UTF-8, header row, CRLF) and as JSON ({@code {"format": "opencab-<name>-1", <header fields>,
 * "rows": [{column: value}]}}). Values are Long, Boolean, String or null; a column in
 * {@code rawJson} holds JSON text (a round's outcome) embedded as JSON, or as text in the CSV.
 */
record Table(String name, List<String> columns, List<List<Object>> rows, Set<String> rawJson) {

    Table {
        columns = List.copyOf(columns);
        rows = new ArrayList<>(rows);
        rawJson = Set.copyOf(rawJson);
    }

    Table(String name, List<String> columns) {
        this(name, columns, new ArrayList<>(), Set.of());
    }

    Table withRawJson(String... cols) {
        return new Table(name, columns, rows, Set.of(cols));
    }

    void add(Object... values) {
        if (values.length != columns.size()) {
            throw new IllegalArgumentException(name + ": " + values.length + " values for " + columns.size() + " columns");
        }
        rows.add(java.util.Arrays.asList(values));
    }

    /** Each export file is made {@code rw-------} before a byte is written (issue 34 item 6): the owner's only. */
    void writeCsv(Path file) throws IOException {
        PrivateFiles.createFile(file);
        try (Writer w = Files.newBufferedWriter(file, StandardCharsets.UTF_8)) {
            w.write(csvLine(new ArrayList<>(columns)));
            for (List<Object> r : rows) {
                w.write(csvLine(r));
            }
        }
    }

    void writeJson(Path file, Map<String, Object> header) throws IOException {
        PrivateFiles.createFile(file);
        try (JsonGenerator g = new JsonFactory().createGenerator(file.toFile(), JsonEncoding.UTF8)) {
            g.useDefaultPrettyPrinter();
            g.writeStartObject();
            g.writeStringField("format", "opencab-" + name + "-1");
            for (Map.Entry<String, Object> e : header.entrySet()) {
                g.writeFieldName(e.getKey());
                value(g, e.getValue(), false);
            }
            g.writeArrayFieldStart("rows");
            for (List<Object> r : rows) {
                g.writeStartObject();
                for (int i = 0; i < columns.size(); i++) {
                    g.writeFieldName(columns.get(i));
                    value(g, r.get(i), rawJson.contains(columns.get(i)));
                }
                g.writeEndObject();
            }
            g.writeEndArray();
            g.writeEndObject();
        }
    }

    static void value(JsonGenerator g, Object v, boolean raw) throws IOException {
        switch (v) {
            case null -> g.writeNull();
            case Long l -> g.writeNumber(l);
            case Integer i -> g.writeNumber(i);
            case Boolean b -> g.writeBoolean(b);
            case String s when raw -> g.writeRawValue(s);
            default -> g.writeString(v.toString());
        }
    }

    static String csvLine(List<?> values) {
        StringBuilder b = new StringBuilder();
        for (int i = 0; i < values.size(); i++) {
            if (i > 0) {
                b.append(',');
            }
            Object v = values.get(i);
            String s = v == null ? "" : v.toString();
            if (s.indexOf(',') >= 0 || s.indexOf('"') >= 0 || s.indexOf('\n') >= 0 || s.indexOf('\r') >= 0) {
                s = '"' + s.replace("\"", "\"\"") + '"';
            }
            b.append(s);
        }
        return b.append("\r\n").toString();
    }
}
