package io.opencab.app.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.opencab.app.config.CabinetConfigTest;
import io.opencab.meters.EventRecord;
import io.opencab.meters.EventType;
import io.opencab.meters.MeterStore;
import io.opencab.meters.MeterStoreConfig;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Clock;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** What a newcomer meets on the first runs: reports printed once, clear messages, a quiet boot (issue 21). */
class FreshStartTest {
    @TempDir
    Path dir;
    private final CliRun cli = new CliRun();

    private static int count(String text, String what) {
        Matcher m = Pattern.compile(Pattern.quote(what)).matcher(text);
        int n = 0;
        while (m.find()) {
            n++;
        }
        return n;
    }

    @Test
    void theHeadlessDemoPrintsTheMetersOnce() {
        assertEquals(0, cli.run("run", "--headless", "--data-dir", dir.toString(), "--seed", "3"), cli.err.toString());

        assertEquals(1, count(cli.out.toString(), "meters of cabinet"), cli.out.toString());
        assertEquals(1, count(cli.out.toString(), "audit: credits"), cli.out.toString());
    }

    @Test
    void theBuiltInConfigurationIsNotLoggedAsChangedAtTheSecondBoot() {
        assertEquals(0, cli.run("run", "--headless", "--data-dir", dir.toString(), "--seed", "1"), cli.err.toString());
        assertEquals(0, cli.run("run", "--headless", "--data-dir", dir.toString(), "--seed", "2"), cli.err.toString());

        List<EventRecord> events;
        try (MeterStore s = MeterStore.open(dir.resolve("meters.db"), MeterStoreConfig.defaults(1), Clock.systemUTC())) {
            events = s.events(10_000);
        }
        List<String> changes = events.stream().filter(e -> e.type() == EventType.CONFIG_CHANGED).map(EventRecord::detail)
            .toList();
        long first = changes.stream().filter(d -> d.contains("(unset) ->")).count();
        assertEquals(first, changes.size(), "only the first boot records the configuration: " + changes);
    }

    @Test
    void aNumberTooLargeForAnyMeterNamesTheMaximum() throws Exception {
        Path cfg = dir.resolve("cabinet.properties");
        Files.writeString(cfg, CabinetConfigTest.validText(dir)
            .replace("credit.limit.credits = 200000", "credit.limit.credits = 99999999999999999999"));

        assertEquals(1, cli.run("check-config", cfg.toString()));

        assertEquals("cabinet: credit.limit.credits: 99999999999999999999 is larger than the maximum 9999999999",
            cli.err.toString().strip());
    }

    @Test
    void aFileThatIsNotUtf8NamesTheByteAndItsOffset() throws Exception {
        Path cfg = dir.resolve("cabinet.properties");
        byte[] text = ("# Caf\u00e9 floor\n" + CabinetConfigTest.validText(dir)).getBytes(StandardCharsets.ISO_8859_1);
        Files.write(cfg, text);

        assertEquals(1, cli.run("check-config", cfg.toString()));

        assertTrue(cli.err.toString().contains("cabinet.properties is not UTF-8 text (byte 0xE9 at offset 5)"),
            cli.err.toString());
    }

    @Test
    void theDocumentedDefaultsAreTheOnesTheCheckerApplies() throws Exception {
        String doc = Files.readString(Path.of("..", "docs", "configuration.md"));
        for (io.opencab.app.config.ConfigKey k : io.opencab.app.config.ConfigKey.values()) {
            String row = doc.lines().filter(l -> l.startsWith("| `" + k.key() + "` |")).findFirst()
                .orElseThrow(() -> new AssertionError(k.key() + " has no row in docs/configuration.md"));
            String[] cells = row.split("\\|");
            String required = cells[2].strip();
            String def = cells[3].strip().replace("`", "");
            assertEquals(k.required(), required.equals("yes"), k.key() + ": required column '" + required + "'");
            if (k.defaultValue() != null) {
                assertEquals(k.defaultValue(), def, k.key() + ": default column");
            }
        }
    }

    /** The outside check (stop 50): --data-dir R, then the same R spelt absolute, locked up with CONFIG_CHANGED. */
    @Test
    void oneDataDirectorySpeltRelativeThenAbsoluteIsTheSameStore() throws Exception {
        Path relative = Path.of("target", "spelt-data-" + System.nanoTime());
        try {
            assertEquals(0, cli.run("run", "--headless", "--data-dir", relative.toString(), "--seed", "1"),
                cli.err.toString());
            CliRun again = new CliRun();

            int code = again.run("run", "--headless", "--data-dir", relative.toAbsolutePath().toString(), "--seed", "2");

            assertEquals(0, code, again.out + "\n" + again.err);
            assertTrue(!again.out.toString().contains("CONFIG_CHANGED") && !again.err.toString().contains("CONFIG_CHANGED"),
                again.out + "\n" + again.err);
            try (MeterStore s = MeterStore.open(relative.resolve("meters.db"), MeterStoreConfig.defaults(1),
                Clock.systemUTC())) {
                assertEquals(0, s.events(10_000).stream().filter(e -> e.type() == EventType.CONFIG_CHANGED)
                    .filter(e -> e.detail().startsWith("store.path") && !e.detail().contains("(unset) ->")).count(),
                    "no store.path change logged");
            }
        } finally {
            try (var files = Files.walk(relative)) {
                files.sorted(java.util.Comparator.reverseOrder()).forEach(f -> f.toFile().delete());
            }
        }
    }
}
