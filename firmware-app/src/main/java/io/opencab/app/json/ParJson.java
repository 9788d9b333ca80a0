package io.opencab.app.json;

import com.fasterxml.jackson.core.JsonGenerator;
import io.opencab.app.AppException;
import io.opencab.engine.game.DrawCatalog;
import io.opencab.engine.game.Game;
import io.opencab.engine.game.GameCatalog;
import io.opencab.engine.game.GameInfo;
import io.opencab.engine.grid.WeightedTable;
import io.opencab.engine.rng.DrawRecord;
import io.opencab.engine.games.christmastree.CtSymbols;
import io.opencab.engine.games.clusterkingdom.CkSymbols;
import io.opencab.engine.games.cooljewels.CjSymbols;
import io.opencab.engine.games.lostrelics.LrSymbols;
import java.io.IOException;
import java.io.InputStream;
import java.io.StringReader;
import java.nio.charset.StandardCharsets;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.util.HexFormat;
import java.util.List;
import java.util.Map;
import java.util.Properties;
import java.util.TreeMap;
import java.util.regex.Pattern;

/**
 * A game's math resource as one machine-readable JSON file (docs/par/&lt;game&gt;.json, issue 22
 * item 12, issue 37 items 1 and 2): the resource's SHA-256, the symbols in id order, every key
 * with its text and its parsed value, and every draw the engine makes, by the label its draws
 * carry: each weighted table with its entries by name and its total (the draw's bound), each
 * chance, each uniform pick with its candidates. A lab checks journaled or dumped draws against it
 * without our code; how draws map to tables is in docs/outcome-format.md ("Draws"), their order in
 * each PAR sheet's "Draw sequence".
 */
public final class ParJson {
    public static final String FORMAT = "opencab.par/1";

    private static final Pattern NUMBERS = Pattern.compile("-?[0-9]+(\\s*,\\s*-?[0-9]+)*");
    private static final Pattern PAIRS = Pattern.compile("[0-9A-Za-z_-]+\\s*[:=]\\s*-?[0-9]+(\\s*,\\s*[0-9A-Za-z_-]+\\s*[:=]"
        + "\\s*-?[0-9]+)*");

    private final JsonOut out = new JsonOut();

    /** The JSON text (pretty-printed, ending in a newline) of {@code gameId}'s math resource. */
    public String toJson(String gameId) {
        Game game = GameCatalog.standard().create(gameId);
        GameInfo info = game.info();
        DrawCatalog draws = game.draws();
        String resource = resource(gameId);
        byte[] bytes = read(resource);
        Properties p = new Properties();
        try {
            p.load(new StringReader(new String(bytes, StandardCharsets.UTF_8)));
        } catch (IOException e) {
            throw new AppException("cannot read the math resource " + resource + ": " + e.getMessage(), e);
        }
        Map<String, String> sorted = new TreeMap<>();
        p.stringPropertyNames().forEach(k -> sorted.put(k, p.getProperty(k).strip()));
        return out.write(g -> {
            g.useDefaultPrettyPrinter();
            g.writeStartObject();
            g.writeStringField("format", FORMAT);
            g.writeStringField("game", info.id());
            g.writeStringField("name", info.name());
            g.writeStringField("mathResource", resource);
            g.writeStringField("sha256", sha256(bytes));
            g.writeStringField("drawFormat", DrawRecord.FORMAT);
            g.writeNumberField("targetRtpPpm", info.targetRtpPpm());
            g.writeArrayFieldStart("symbols");
            for (String s : symbols(gameId)) {
                g.writeString(s);
            }
            g.writeEndArray();
            g.writeObjectFieldStart("entries");
            for (Map.Entry<String, String> e : sorted.entrySet()) {
                g.writeObjectFieldStart(e.getKey());
                g.writeStringField("text", e.getValue());
                g.writeFieldName("value");
                writeValue(g, e.getValue());
                g.writeEndObject();
            }
            g.writeEndObject();
            writeDraws(g, draws);
            g.writeEndObject();
        }) + "\n";
    }

    /**
     * {@code tables}: each weighted table by its label, with {@code total} (its draws' bound) and its
     * entries in order ({@code name}, {@code weight}, and {@code value} for a numeric entry);
     * {@code chances}: each chance's {@code bound} and {@code ppm}; {@code picks}: each uniform pick's
     * candidates, in the order a draw's value indexes them.
     */
    private static void writeDraws(JsonGenerator g, DrawCatalog draws) throws IOException {
        g.writeObjectFieldStart("tables");
        for (WeightedTable t : draws.tables()) {
            g.writeObjectFieldStart(t.name());
            g.writeNumberField("total", t.total());
            g.writeArrayFieldStart("entries");
            for (int i = 0; i < t.size(); i++) {
                g.writeStartObject();
                g.writeStringField("name", t.entry(i));
                if (t.entry(i).equals(Integer.toString(t.value(i)))) {
                    g.writeNumberField("value", t.value(i));
                }
                g.writeNumberField("weight", t.weight(i));
                g.writeEndObject();
            }
            g.writeEndArray();
            g.writeEndObject();
        }
        g.writeEndObject();
        g.writeObjectFieldStart("chances");
        for (Map.Entry<String, Integer> c : draws.chances().entrySet()) {
            g.writeObjectFieldStart(c.getKey());
            g.writeNumberField("bound", DrawCatalog.CHANCE_BOUND);
            g.writeNumberField("ppm", c.getValue());
            g.writeEndObject();
        }
        g.writeEndObject();
        g.writeObjectFieldStart("picks");
        for (Map.Entry<String, String> p : draws.picks().entrySet()) {
            g.writeStringField(p.getKey(), p.getValue());
        }
        g.writeEndObject();
    }

    /** A list of numbers becomes an array of numbers; a list of {@code a=b} or {@code a:b} an array of [a, b]. */
    private static void writeValue(JsonGenerator g, String v) throws IOException {
        if (NUMBERS.matcher(v).matches()) {
            g.writeStartArray();
            for (String s : v.split(",")) {
                g.writeNumber(Long.parseLong(s.strip()));
            }
            g.writeEndArray();
        } else if (PAIRS.matcher(v).matches()) {
            g.writeStartArray();
            for (String s : v.split(",")) {
                String[] kv = s.split("[:=]", 2);
                g.writeStartArray();
                String k = kv[0].strip();
                if (k.matches("[0-9]+")) {
                    g.writeNumber(Long.parseLong(k));
                } else {
                    g.writeString(k);
                }
                g.writeNumber(Long.parseLong(kv[1].strip()));
                g.writeEndArray();
            }
            g.writeEndArray();
        } else {
            g.writeString(v);
        }
    }

    /** The classpath resource of a game's math: {@code io/opencab/engine/games/<package>/<id>.properties}. */
    public static String resource(String gameId) {
        return "io/opencab/engine/games/" + gameId.replace("-", "") + "/" + gameId + ".properties";
    }

    private static List<String> symbols(String gameId) {
        return switch (gameId) {
            case "christmas-tree" -> CtSymbols.NAMES;
            case "cluster-kingdom" -> CkSymbols.NAMES;
            case "cool-jewels" -> CjSymbols.NAMES;
            case "lost-relics" -> LrSymbols.NAMES;
            default -> throw new AppException("no PAR JSON for game " + gameId);
        };
    }

    private static byte[] read(String resource) {
        try (InputStream in = ParJson.class.getClassLoader().getResourceAsStream(resource)) {
            if (in == null) {
                throw new AppException("no math resource " + resource + " on the class path");
            }
            return in.readAllBytes();
        } catch (IOException e) {
            throw new AppException("cannot read the math resource " + resource + ": " + e.getMessage(), e);
        }
    }

    private static String sha256(byte[] bytes) {
        try {
            return HexFormat.of().formatHex(MessageDigest.getInstance("SHA-256").digest(bytes));
        } catch (NoSuchAlgorithmException e) {
            throw new IllegalStateException(e);
        }
    }
}
